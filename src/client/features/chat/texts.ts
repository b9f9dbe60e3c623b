import { defineTexts, t } from '../../../contract/i18n/texts';

/** Words of the chat screen that the spec does not give (its own are CHAT_TEXT, in contract/). */
export const CHAT_SCREEN_TEXT = defineTexts({
  /** The name of the status region that tells the socket's state. */
  connection: /*i18n*/ { id: 'Chat connection' },
  /** The status region's name with the state in it: 'Chat connection: Connected'. */
  connectionStatus: (status: string) => t(/*i18n*/ { id: 'Chat connection: {status}' }, { status }),
  status: {
    connected: /*i18n*/ { id: 'Connected' },
    connecting: /*i18n*/ { id: 'Connecting…' },
    reconnecting: /*i18n*/ { id: 'Reconnecting…' },
    offline: /*i18n*/ { id: 'Offline' },
  },
  messages: /*i18n*/ { id: 'Messages' },
  empty: /*i18n*/ { id: 'No messages yet. Say hello to the club!' },
  loadFailed: /*i18n*/ {
    id: 'The room could not be loaded. It loads as soon as the connection is back.',
  },
  olderFailed: /*i18n*/ { id: 'Older messages could not be loaded.' },
  newMessages: /*i18n*/ { id: 'New messages' },
  you: /*i18n*/ { id: 'You' },
  waiting: /*i18n*/ { id: 'Waiting to send' },
  failedPrefix: /*i18n*/ { id: 'Not sent: ' },
  retry: /*i18n*/ { id: 'Retry' },
  edit: /*i18n*/ { id: 'Edit' },
  discard: /*i18n*/ { id: 'Discard' },
  signIn: /*i18n*/ { id: 'Sign in' },
  editing: /*i18n*/ { id: 'Editing a message that was not sent' },
  cancelEdit: /*i18n*/ { id: 'Cancel' },
  beginning: /*i18n*/ { id: 'This is the start of the room.' },
  loadOlder: /*i18n*/ { id: 'Load older messages' },
  loadingOlder: /*i18n*/ { id: 'Loading older messages' },
});
