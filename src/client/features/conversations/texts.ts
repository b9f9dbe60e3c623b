/** Words of the conversations screen that the spec does not give (its own are in contract/). */
export const CONVERSATION_SCREEN_TEXT = {
  waiting: 'Waiting to send',
  failedPrefix: 'Not sent: ',
  retry: 'Retry',
  edit: 'Edit',
  discard: 'Discard',
  editing: 'Editing a message that was not sent',
  cancelEdit: 'Cancel',
  /** No IndexedDB here (a locked-down browser): nothing can be queued. */
  queueFailed: 'The message could not be kept for sending. Try again.',
  /** The link to the club's room, under the inbox. */
  roomLink: 'The club room',
  /** On the notice of a message that arrived while the member was elsewhere. */
  openConversation: 'Open the conversation',
} as const;
