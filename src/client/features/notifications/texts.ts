import { defineTexts, t } from '../../../contract/i18n/texts';

/** The notification screens' own words, beside the contract's NOTIFICATION_TEXT. */
export const NOTIFICATIONS_TEXT = defineTexts({
  /** The link in the sentences below. */
  signIn: /*i18n*/ { id: 'Sign in' },
  signInToChoose: (signIn: string) =>
    t(
      /*i18n*/ {
        id: '{signIn} to choose your notifications.',
        comment: '{signIn} is the link "Sign in"',
      },
      { signIn },
    ),
  signInToSee: (signIn: string) =>
    t(
      /*i18n*/ {
        id: '{signIn} to see your notifications.',
        comment: '{signIn} is the link "Sign in"',
      },
      { signIn },
    ),
});

/** Where a sentence's link goes: the text before it and after it. */
const MARK = '\u{E000}';
export function aroundLink(sentence: (link: string) => string): [string, string] {
  const [before = '', after = ''] = sentence(MARK).split(MARK);
  return [before, after];
}
