/**
 * What a failed call tells the member when the server gave no words of its own. A module of its
 * own: every screen's API client needs these two, and messages.ts holds every screen's texts.
 */

/** No answer came back at all. */
export const NO_CONNECTION = 'We could not reach the server. Check your connection and try again.';

/** §8: the alert of a failed sign-up or verification, and of any reply without a message. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
