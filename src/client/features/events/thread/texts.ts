import { defineTexts } from '../../../../contract/i18n/texts';

/** The ride chat's own words; the server's messages come from contract/ride-thread.ts. */
export const THREAD_TEXT = defineTexts({
  heading: /*i18n*/ { id: 'Ride chat' },
  whoCanRead: /*i18n*/ {
    id: 'Riders going, riders waiting for a place and the organiser can read and write the ride chat. Join the ride to take part.',
  },
  signIn: /*i18n*/ { id: 'Sign in and join the ride to read its chat.' },
  empty: /*i18n*/ {
    id: 'No messages yet. Ask about the weather, the start, or say where to wait for you.',
  },
  loadFailed: /*i18n*/ { id: 'The ride chat could not be loaded.' },
  retry: /*i18n*/ { id: 'Try again' },
  label: /*i18n*/ { id: 'Message to the riders' },
  placeholder: /*i18n*/ { id: 'Is it raining at the start?' },
  send: /*i18n*/ { id: 'Send' },
  waiting: /*i18n*/ { id: 'Waiting to send' },
  notSent: /*i18n*/ { id: 'Not sent: ' },
  delete: /*i18n*/ { id: 'Delete message' },
  deleteFailed: /*i18n*/ { id: 'The message could not be deleted.' },
  organiser: /*i18n*/ { id: 'Organiser' },
});
