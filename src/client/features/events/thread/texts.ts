/** The ride chat's own words; the server's messages come from contract/ride-thread.ts. */
export const THREAD_TEXT = {
  heading: 'Ride chat',
  whoCanRead:
    'Riders going, riders waiting for a place and the organiser can read and write the ride chat. Join the ride to take part.',
  signIn: 'Sign in and join the ride to read its chat.',
  empty: 'No messages yet. Ask about the weather, the start, or say where to wait for you.',
  loadFailed: 'The ride chat could not be loaded.',
  retry: 'Try again',
  label: 'Message to the riders',
  placeholder: 'Is it raining at the start?',
  send: 'Send',
  waiting: 'Waiting to send',
  notSent: 'Not sent: ',
  delete: 'Delete message',
  deleteFailed: 'The message could not be deleted.',
  organiser: 'Organiser',
} as const;
