/** What the page and the service worker say to each other about the outbox. */
import { defineTexts } from './i18n/texts';

export const OUTBOX_SYNC_TAG = 'outbox';
/** Posted by the service worker to a window on Background Sync: "drain now". */
export const DRAIN_OUTBOX_MESSAGE = 'DRAIN_OUTBOX';

/**
 * What every screen says about a write the server refused (the member's three choices), and
 * about one only a newer version of the app can send, or one written in a version this one
 * no longer sends (contract/write-versions.ts).
 */
export const OUTBOX_TEXT = defineTexts({
  retry: /*i18n*/ { id: 'Retry' },
  edit: /*i18n*/ { id: 'Edit' },
  discard: /*i18n*/ { id: 'Discard' },
  updateToSend: /*i18n*/ { id: 'Update the app to send this' },
  updateApp: /*i18n*/ { id: 'Update the app' },
  writtenOlder: /*i18n*/ {
    id: 'Written in an older version of the app: check it and send it again',
  },
} as const);
