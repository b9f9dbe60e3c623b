import { NO_CONNECTION, SOMETHING_WENT_WRONG } from './call-failures';

/** Texts of the spec (§2, §5, §8), written once and used by the screens, the server and the tests. */

export const VALIDATION = {
  fullName: 'At least 3 characters',
  username: 'At least 5 characters',
  usernameChars: 'Use letters, digits, dots, dashes or underscores only.',
  usernameTaken: 'This username is already taken.',
  email: 'Invalid email',
  emailTaken: 'This email is already taken.',
  phone: 'Valid phone number required.',
  address: 'Minimum 10 characters.',
  dob: 'You must be at least 10 years old.',
  dobInvalid: 'Enter a valid date of birth.',
  gender: 'Please select a gender.',
  password: 'Minimum 8 characters.',
  passwordTooLong: 'At most 128 characters.',
  retypePassword: 'Passwords do not match.',
  required: 'This field is required.',
  otp: 'Enter the 6-digit code.',
  tooLong: 'Too long.',
  identifierInvalid: 'Please provide a valid username or email.',
  identifierFound: 'Looks good!',
} as const;

export const AUTH_TEXT = {
  identifierLabel: 'Username or Email',
  next: 'Next',
  checking: 'Checking...',
  login: 'Login',
  signingIn: 'Signing in...',
  forgotPassword: 'Forgot password?',
  back: 'Back',
  signUp: 'Sign up',
  signUpButton: 'Sign Up',
  loggedIn: 'You are logged in',
  logout: 'Logout',
  verifyTitle: 'Verify Your Email',
  verify: 'Verify',
  sendingVerification: 'Sending verification email...',
  resetPassword: 'Reset Password',
  resetWithin: 'Enter the code we e-mailed you. The reset must be completed within 5 minutes.',
  resetFailed: 'Failed to reset password. try again',
  errorPrefix: 'Error:',
  contactDeveloper: 'Please contact the developer.',
  somethingWrong: SOMETHING_WENT_WRONG,
  genderOptions: [
    { value: '', label: 'Select' },
    { value: 'MALE', label: 'Male' },
    { value: 'FEMALE', label: 'Female' },
    { value: 'NOT_SPECIFIED', label: 'Not specified' },
  ],
  /** §2: the progress text of the signup form, e.g. '1/3 steps'. */
  stepsProgress: (step: number, total: number) => `${step}/${total} steps`,
  signInTitle: 'Sign in',
  signUpTitle: 'Join the club',
  newHere: 'New to the club?',
  alreadyMember: 'Already a member?',
  signIn: 'Sign in',
  rememberMe: 'Remember me',
  sendNewCode: 'Send a new code',
  /** The countdown until a new code may be asked for, e.g. 'Send a new code in 0:42'. */
  sendNewCodeIn: (seconds: number) =>
    `Send a new code in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  codeAlreadySent: 'We e-mailed you a code a moment ago: enter it below.',
  newResetCodeSent: 'A new code is on its way to your e-mail. The one before it no longer works.',
  welcome: (name: string) =>
    `Welcome to the club, ${name}! Your e-mail is verified and you are signed in.`,
  codeSentTo: (email: string) => `We e-mailed a 6-digit code to ${email}. Enter it below.`,
  verifyIntro: 'Enter your e-mail address and the 6-digit code we sent you.',
  newCodeSent: (email: string) => `A new code is on its way to ${email}.`,
  emailVerified: 'Your e-mail is verified. You can sign in now.',
  verifyEmailNow: 'Verify my e-mail',
  availabilityUnknown: 'We could not check this right now. Try again in a moment.',
  passwordChanged: 'Your password is changed. Sign in with the new one.',
  noConnection: NO_CONNECTION,
  checkAgain: 'Check again',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  labels: {
    password: 'Password',
    fullName: 'Full name',
    username: 'Username',
    email: 'E-mail',
    phoneNumber: 'Phone number',
    address: 'Address',
    dob: 'Date of birth',
    gender: 'Gender',
    retypePassword: 'Retype password',
    code: 'Verification code',
    newPassword: 'New password',
  },
} as const;

/** Replies of the server that the spec names literally. */
export const REPLY = {
  emailSent: 'email sent',
  resetDone: 1,
} as const;

/** Messages of server errors the screens show as they are. */
export const SERVER_MESSAGE = {
  wrongCredentials: 'Wrong username, e-mail or password.',
  notVerified: 'Your e-mail address is not verified yet. Enter the code we sent you.',
  disabled: 'This account is disabled. Contact the club.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  passwordChangedElsewhere:
    'Your password was changed, so you were signed out on this device. Sign in with the new password.',
  signInRequired: 'Please sign in.',
  forbidden: 'You are not allowed to do this.',
  rangeNotSatisfiable: (size: number) => `The file has ${size} bytes; that range is past its end.`,
  codeWrong: 'That code is not right.',
  codeExpired: 'That code has expired. Ask for a new one.',
  codeTooManyTries: 'Too many wrong tries. Ask for a new code.',
  slowedDown: (seconds: number) =>
    `Too many tries for this account. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  codeResendTooSoon: 'Please wait a minute before asking for another code.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  csrf: 'The anti-forgery token is missing or wrong. Reload the page and try again.',
  lastDev: 'The club needs at least one developer: this is the last ROLE_DEV.',
  keepUserRole: 'Every member keeps ROLE_USER; disable the account instead.',
  devOnly: 'Only a developer may grant or remove ROLE_DEV.',
  notAnImage: 'That file is not a picture we can read (JPEG, PNG, WebP, GIF or AVIF).',
  fileTooLarge: 'The file is larger than 10 MB.',
  tooManyPixels: (megapixels: number) =>
    `That picture has too many pixels: at most ${megapixels} megapixels. Send a smaller copy.`,
  picturesBusy: 'Too many pictures are being processed right now. Please try again in a moment.',
  requestTooSlow: 'The request arrived too slowly and was stopped. Please send it again.',
  uploadCutOff: 'The upload ended before the whole file arrived. Please send it again.',
  uploadUnframed: 'Send the file as multipart/form-data with a boundary of 1 to 70 characters.',
  notFound: 'Not found.',
} as const;
