import { defineTexts, t } from '../../../contract/i18n/texts';

/** The e-mails of a code (codes.ts), written in the member's language. */
export const CODE_MAIL_TEXT = defineTexts({
  verify: {
    subject: /*i18n*/ { id: 'Your verification code' },
    intro: /*i18n*/ {
      id: 'Welcome to the club! Enter this code to verify your e-mail address:',
    },
    outro: /*i18n*/ { id: 'If you did not sign up, you can ignore this e-mail.' },
  },
  reset: {
    subject: /*i18n*/ { id: 'Your password reset code' },
    intro: /*i18n*/ { id: 'Enter this code to choose a new password:' },
    outro: /*i18n*/ {
      id: 'If you did not ask to reset your password, you can ignore this e-mail.',
    },
  },
  hello: (name: string) => t(/*i18n*/ { id: 'Hello {name},' }, { name }),
  validFor: (minutes: number) =>
    t(/*i18n*/ { id: 'The code is valid for {minutes} minutes.' }, { minutes }),
  notSent: /*i18n*/ { id: 'We could not send the e-mail. Please try again later.' },
});
