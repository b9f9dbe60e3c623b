/**
 * Texts the spec (§2, §5, §8) requires on screen, written out here rather than imported from
 * src/contract: the tests are an independent check, so a wrong constant there fails them.
 */
export const TEXT = {
  identifierLabel: 'Username or Email',
  next: 'Next',
  checking: 'Checking...',
  login: 'Login',
  signingIn: 'Signing in...',
  forgotPassword: 'Forgot password?',
  back: 'Back',
  signUpLink: 'Sign up',
  signUpButton: 'Sign Up',
  loggedIn: 'You are logged in',
  logout: 'Logout',
  verifyTitle: 'Verify Your Email',
  verify: 'Verify',
  sendingVerification: 'Sending verification email...',
  resetPassword: 'Reset Password',
  resetWithin: /within 5 minutes/,
  resetFailed: 'Failed to reset password. try again',
  looksGood: 'Looks good!',
  bugReportHeading: 'Report a Bug',
  signedOutMenu: 'More',
  signInItem: 'Sign in',
  signOutItem: 'Sign out',
  themeToggle: 'Toggle color scheme',
  openNavigation: 'Open navigation',
} as const;

export const MESSAGE = {
  fullName: 'At least 3 characters',
  username: 'At least 5 characters',
  usernameTaken: 'This username is already taken.',
  email: 'Invalid email',
  emailTaken: 'This email is already taken.',
  phone: 'Valid phone number required.',
  address: 'Minimum 10 characters.',
  dob: 'You must be at least 10 years old.',
  gender: 'Please select a gender.',
  password: 'Minimum 8 characters.',
  retypePassword: 'Passwords do not match.',
  identifierInvalid: 'Please provide a valid username or email.',
} as const;
