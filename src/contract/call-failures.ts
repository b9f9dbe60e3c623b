/**
 * What a failed call tells the member when the server gave no words of its own. A module of its
 * own: every screen's API client needs these two, and messages.ts holds every screen's texts.
 */
import { defineTexts } from './i18n/texts';

export const CALL_FAILURE = defineTexts({
  /** No answer came back at all. */
  noConnection: /*i18n*/ {
    id: 'We could not reach the server. Check your connection and try again.',
  },
  /** §8: the alert of a failed sign-up or verification, and of any reply without a message. */
  somethingWrong: /*i18n*/ { id: 'Something went wrong. Please try again.' },
});
