/** Words of the chat screen that the spec does not give (its own are CHAT_TEXT, in contract/). */
export const CHAT_SCREEN_TEXT = {
  /** The name of the status region that tells the socket's state. */
  connection: 'Chat connection',
  status: {
    connected: 'Connected',
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    offline: 'Offline',
  },
  messages: 'Messages',
  empty: 'No messages yet. Say hello to the club!',
  loadFailed: 'The room could not be loaded. It loads as soon as the connection is back.',
  olderFailed: 'Older messages could not be loaded.',
  newMessages: 'New messages',
  you: 'You',
  waiting: 'Waiting to send',
  failedPrefix: 'Not sent: ',
  retry: 'Retry',
  edit: 'Edit',
  discard: 'Discard',
  signIn: 'Sign in',
  editing: 'Editing a message that was not sent',
  cancelEdit: 'Cancel',
  beginning: 'This is the start of the room.',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages',
} as const;
