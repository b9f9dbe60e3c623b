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
  somethingWrong: 'Something went wrong. Please try again.',
  genderOptions: [
    { value: '', label: 'Select' },
    { value: 'MALE', label: 'Male' },
    { value: 'FEMALE', label: 'Female' },
    { value: 'NOT_SPECIFIED', label: 'Not specified' },
  ],
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
  signInRequired: 'Please sign in.',
  forbidden: 'You are not allowed to do this.',
  codeWrong: 'That code is not right.',
  codeExpired: 'That code has expired. Ask for a new one.',
  codeTooManyTries: 'Too many wrong tries. Ask for a new code.',
  codeResendTooSoon: 'Please wait a minute before asking for another code.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  csrf: 'The anti-forgery token is missing or wrong. Reload the page and try again.',
  lastDev: 'The club needs at least one developer: this is the last ROLE_DEV.',
  keepUserRole: 'Every member keeps ROLE_USER; disable the account instead.',
  devOnly: 'Only a developer may grant or remove ROLE_DEV.',
  notAnImage: 'That file is not a picture we can read (JPEG, PNG, WebP, GIF or AVIF).',
  fileTooLarge: 'The file is larger than 10 MB.',
  notFound: 'Not found.',
} as const;
