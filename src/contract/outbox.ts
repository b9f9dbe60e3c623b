/** What the page and the service worker say to each other about the outbox. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** Posted by the service worker to a window on Background Sync: "drain now". */
export const DRAIN_OUTBOX_MESSAGE = 'DRAIN_OUTBOX';

/** What every screen says about a write the server refused (the member's three choices). */
export const OUTBOX_TEXT = { retry: 'Retry', edit: 'Edit', discard: 'Discard' } as const;
