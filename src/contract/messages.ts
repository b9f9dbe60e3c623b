import { CALL_FAILURE } from './call-failures';
import { FORMAT_TAGS } from './i18n/locales';
import { activeLocale, defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

const twoDigitFormats = new Map<string, Intl.NumberFormat>();

/** Seconds on a countdown, two digits in the reader's own: 0:07, ০:০৭. */
function twoDigits(value: number): string {
  const tag = FORMAT_TAGS[activeLocale()];
  let format = twoDigitFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumIntegerDigits: 2 });
    twoDigitFormats.set(tag, format);
  }
  return format.format(value);
}

/**
 * Texts of the spec (§2, §5, §8), written once and used by the screens, the server and the
 * tests, in the reader's language. VALIDATION stays English: zod's schemas take their messages
 * when they are built, and the places that show them translate them (the server's error
 * replies, the forms' resolver).
 */

export const VALIDATION = englishTexts({
  fullName: /*i18n*/ { id: 'At least 3 characters' },
  username: /*i18n*/ { id: 'At least 5 characters' },
  usernameChars: /*i18n*/ { id: 'Use letters, digits, dots, dashes or underscores only.' },
  usernameTaken: /*i18n*/ { id: 'This username is already taken.' },
  email: /*i18n*/ { id: 'Invalid email' },
  emailTaken: /*i18n*/ { id: 'This email is already taken.' },
  phone: /*i18n*/ { id: 'Valid phone number required.' },
  address: /*i18n*/ { id: 'Minimum 10 characters.' },
  dob: /*i18n*/ { id: 'You must be at least 10 years old.' },
  dobInvalid: /*i18n*/ { id: 'Enter a valid date of birth.' },
  gender: /*i18n*/ { id: 'Please select a gender.' },
  password: /*i18n*/ { id: 'Minimum 8 characters.' },
  passwordTooLong: /*i18n*/ { id: 'At most 128 characters.' },
  retypePassword: /*i18n*/ { id: 'Passwords do not match.' },
  required: /*i18n*/ { id: 'This field is required.' },
  otp: /*i18n*/ { id: 'Enter the 6-digit code.' },
  tooLong: /*i18n*/ { id: 'Too long.' },
  identifierInvalid: /*i18n*/ { id: 'Please provide a valid username or email.' },
  identifierFound: /*i18n*/ { id: 'Looks good!' },
});

export const AUTH_TEXT = defineTexts({
  identifierLabel: /*i18n*/ { id: 'Username or Email' },
  next: /*i18n*/ { id: 'Next' },
  checking: /*i18n*/ { id: 'Checking...' },
  login: /*i18n*/ { id: 'Login' },
  signingIn: /*i18n*/ { id: 'Signing in...' },
  forgotPassword: /*i18n*/ { id: 'Forgot password?' },
  back: /*i18n*/ { id: 'Back' },
  signUp: /*i18n*/ { id: 'Sign up' },
  signUpButton: /*i18n*/ { id: 'Sign Up' },
  loggedIn: /*i18n*/ { id: 'You are logged in' },
  logout: /*i18n*/ { id: 'Logout' },
  verifyTitle: /*i18n*/ { id: 'Verify Your Email' },
  verify: /*i18n*/ { id: 'Verify' },
  sendingVerification: /*i18n*/ { id: 'Sending verification email...' },
  resetPassword: /*i18n*/ { id: 'Reset Password' },
  resetWithin: /*i18n*/ {
    id: 'Enter the code we e-mailed you. The reset must be completed within 5 minutes.',
  },
  resetFailed: /*i18n*/ { id: 'Failed to reset password. try again' },
  errorPrefix: /*i18n*/ { id: 'Error:' },
  contactDeveloper: /*i18n*/ { id: 'Please contact the developer.' },
  get somethingWrong() {
    return CALL_FAILURE.somethingWrong;
  },
  genderOptions: [
    { value: '', label: /*i18n*/ { id: 'Select' } },
    { value: 'MALE', label: /*i18n*/ { id: 'Male' } },
    { value: 'FEMALE', label: /*i18n*/ { id: 'Female' } },
    { value: 'NOT_SPECIFIED', label: /*i18n*/ { id: 'Not specified' } },
  ],
  /** §2: the progress text of the signup form, e.g. '1/3 steps'. */
  stepsProgress: (step: number, total: number) =>
    t(/*i18n*/ { id: '{step}/{total} steps' }, { step, total }),
  signInTitle: /*i18n*/ { id: 'Sign in' },
  signUpTitle: /*i18n*/ { id: 'Join the club' },
  newHere: /*i18n*/ { id: 'New to the club?' },
  alreadyMember: /*i18n*/ { id: 'Already a member?' },
  signIn: /*i18n*/ { id: 'Sign in' },
  rememberMe: /*i18n*/ { id: 'Remember me' },
  sendNewCode: /*i18n*/ { id: 'Send a new code' },
  /** The countdown until a new code may be asked for, e.g. 'Send a new code in 0:42'. */
  sendNewCodeIn: (seconds: number) =>
    t(
      /*i18n*/ { id: 'Send a new code in {minutes}:{seconds}' },
      {
        minutes: Math.floor(seconds / 60),
        seconds: twoDigits(seconds % 60),
      },
    ),
  codeAlreadySent: /*i18n*/ { id: 'We e-mailed you a code a moment ago: enter it below.' },
  newResetCodeSent: /*i18n*/ {
    id: 'A new code is on its way to your e-mail. The one before it no longer works.',
  },
  welcome: (name: string) =>
    t(
      /*i18n*/ {
        id: 'Welcome to the club, {name}! Your e-mail is verified and you are signed in.',
      },
      {
        name,
      },
    ),
  codeSentTo: (email: string) =>
    t(/*i18n*/ { id: 'We e-mailed a 6-digit code to {email}. Enter it below.' }, { email }),
  verifyIntro: /*i18n*/ { id: 'Enter your e-mail address and the 6-digit code we sent you.' },
  newCodeSent: (email: string) =>
    t(/*i18n*/ { id: 'A new code is on its way to {email}.' }, { email }),
  emailVerified: /*i18n*/ { id: 'Your e-mail is verified. You can sign in now.' },
  verifyEmailNow: /*i18n*/ { id: 'Verify my e-mail' },
  availabilityUnknown: /*i18n*/ { id: 'We could not check this right now. Try again in a moment.' },
  passwordChanged: /*i18n*/ { id: 'Your password is changed. Sign in with the new one.' },
  get noConnection() {
    return CALL_FAILURE.noConnection;
  },
  checkAgain: /*i18n*/ { id: 'Check again' },
  backToSignIn: /*i18n*/ { id: 'Back to sign in' },
  resetTitle: /*i18n*/ { id: 'Choose a new password' },
  labels: {
    password: /*i18n*/ { id: 'Password' },
    fullName: /*i18n*/ { id: 'Full name' },
    username: /*i18n*/ { id: 'Username' },
    email: /*i18n*/ { id: 'E-mail' },
    phoneNumber: /*i18n*/ { id: 'Phone number' },
    address: /*i18n*/ { id: 'Address' },
    dob: /*i18n*/ { id: 'Date of birth' },
    gender: /*i18n*/ { id: 'Gender' },
    retypePassword: /*i18n*/ { id: 'Retype password' },
    code: /*i18n*/ { id: 'Verification code' },
    newPassword: /*i18n*/ { id: 'New password' },
  },
} as const);

/** Replies of the server that the spec names literally. */
export const REPLY = {
  emailSent: 'email sent',
  resetDone: 1,
} as const;

/** Messages of server errors the screens show as they are. */
export const SERVER_MESSAGE = defineTexts({
  wrongCredentials: /*i18n*/ { id: 'Wrong username, e-mail or password.' },
  notVerified: /*i18n*/ {
    id: 'Your e-mail address is not verified yet. Enter the code we sent you.',
  },
  disabled: /*i18n*/ { id: 'This account is disabled. Contact the club.' },
  sessionEnded: /*i18n*/ { id: 'Your session has ended. Please sign in again.' },
  passwordChangedElsewhere: /*i18n*/ {
    id: 'Your password was changed, so you were signed out on this device. Sign in with the new password.',
  },
  signInRequired: /*i18n*/ { id: 'Please sign in.' },
  forbidden: /*i18n*/ { id: 'You are not allowed to do this.' },
  rangeNotSatisfiable: (size: number) =>
    t(/*i18n*/ { id: 'The file has {size} bytes; that range is past its end.' }, { size }),
  codeWrong: /*i18n*/ { id: 'That code is not right.' },
  codeExpired: /*i18n*/ { id: 'That code has expired. Ask for a new one.' },
  codeTooManyTries: /*i18n*/ { id: 'Too many wrong tries. Ask for a new code.' },
  slowedDown: (seconds: number) =>
    t(
      /*i18n*/ {
        id: 'Too many tries for this account. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
      },
      { seconds },
    ),
  codeResendTooSoon: /*i18n*/ { id: 'Please wait a minute before asking for another code.' },
  tooManyRequests: /*i18n*/ { id: 'Too many requests. Please wait a moment and try again.' },
  csrf: /*i18n*/ {
    id: 'The anti-forgery token is missing or wrong. Reload the page and try again.',
  },
  lastDev: /*i18n*/ { id: 'The club needs at least one developer: this is the last ROLE_DEV.' },
  keepUserRole: /*i18n*/ { id: 'Every member keeps ROLE_USER; disable the account instead.' },
  devOnly: /*i18n*/ { id: 'Only a developer may grant or remove ROLE_DEV.' },
  notAnImage: /*i18n*/ {
    id: 'That file is not a picture we can read (JPEG, PNG, WebP, GIF or AVIF).',
  },
  fileTooLarge: /*i18n*/ { id: 'The file is larger than 10 MB.' },
  tooManyPixels: (megapixels: number) =>
    t(
      /*i18n*/ {
        id: 'That picture has too many pixels: at most {megapixels} megapixels. Send a smaller copy.',
      },
      { megapixels },
    ),
  picturesBusy: /*i18n*/ {
    id: 'Too many pictures are being processed right now. Please try again in a moment.',
  },
  requestTooSlow: /*i18n*/ {
    id: 'The request arrived too slowly and was stopped. Please send it again.',
  },
  uploadCutOff: /*i18n*/ {
    id: 'The upload ended before the whole file arrived. Please send it again.',
  },
  uploadUnframed: /*i18n*/ {
    id: 'Send the file as multipart/form-data with a boundary of 1 to 70 characters.',
  },
  notFound: /*i18n*/ { id: 'Not found.' },
  invalidValue: /*i18n*/ { id: 'Invalid value.' },
  /** A request the schema refused: where (body, querystring, params), the field, why. */
  invalidField: (where: string, field: string, why: string) =>
    t(/*i18n*/ { id: 'Invalid {where}: {field}: {why}' }, { where, field, why }),
  invalid: (where: string) => t(/*i18n*/ { id: 'Invalid {where}.' }, { where }),
  internalError: /*i18n*/ { id: 'Internal Server Error' },
});
