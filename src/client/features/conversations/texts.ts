import { defineTexts, t } from '../../../contract/i18n/texts';

/** Words of the conversations screen that the spec does not give (its own are in contract/). */
export const CONVERSATION_SCREEN_TEXT = defineTexts({
  waiting: /*i18n*/ { id: 'Waiting to send' },
  failedPrefix: /*i18n*/ { id: 'Not sent: ' },
  retry: /*i18n*/ { id: 'Retry' },
  edit: /*i18n*/ { id: 'Edit' },
  discard: /*i18n*/ { id: 'Discard' },
  editing: /*i18n*/ { id: 'Editing a message that was not sent' },
  cancelEdit: /*i18n*/ { id: 'Cancel' },
  /** No IndexedDB here (a locked-down browser): nothing can be queued. */
  queueFailed: /*i18n*/ { id: 'The message could not be kept for sending. Try again.' },
  /** The link to the club's room, under the inbox. */
  roomLink: /*i18n*/ { id: 'The club room' },
  /** On the notice of a message that arrived while the member was elsewhere. */
  openConversation: /*i18n*/ { id: 'Open the conversation' },
  signIn: /*i18n*/ { id: 'Sign in' },
  /** The button that opens a group conversation's menu. */
  groupMenu: (name: string) => t(/*i18n*/ { id: '{name}: more' }, { name }),
});
