/**
 * The names and texts of Web Push that the first screen needs. Kept apart from the zod schemas
 * in push.ts so that the shell loads them without zod.
 */
import { defineTexts } from './i18n/texts';
import type { PushPayload } from './push';

/** The service worker's postMessage to open windows when a push arrives. */
export const PUSH_MESSAGE_TYPE = 'PUSH';
export interface PushMessage {
  type: typeof PUSH_MESSAGE_TYPE;
  payload: PushPayload;
}

export const PUSH_PATHS = {
  publicKey: '/push/publicKey',
  subscriptions: '/push/subscriptions',
} as const;

export const PUSH_TEXT = defineTexts({
  menuItem: /*i18n*/ { id: 'Notifications' },
  unsupported: /*i18n*/ { id: 'This browser cannot receive notifications.' },
  denied: /*i18n*/ {
    id: 'Notifications are blocked for this site; allow them in the browser settings.',
  },
  enabled: /*i18n*/ { id: 'Notifications are on for this device.' },
  disabled: /*i18n*/ { id: 'Notifications are off for this device.' },
  failed: /*i18n*/ { id: 'Notifications could not be changed. Try again.' },
  bugSolvedTitle: /*i18n*/ { id: 'Your bug report was solved' },
} as const);
