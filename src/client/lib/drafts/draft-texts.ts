/** What the forms say about a draft kept on this device (the spec gives no words for it). */
export const DRAFT_TEXT = {
  /** Beside a form opened on what the member typed before and did not send. */
  restored: 'Draft restored from this device.',
  discard: 'Discard draft',
} as const;
