/**
 * The names and texts of Web Push that the first screen needs. Kept apart from the zod schemas
 * in push.ts so that the shell loads them without zod.
 */
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

export const PUSH_TEXT = {
  menuItem: 'Notifications',
  unsupported: 'This browser cannot receive notifications.',
  denied: 'Notifications are blocked for this site; allow them in the browser settings.',
  enabled: 'Notifications are on for this device.',
  disabled: 'Notifications are off for this device.',
  failed: 'Notifications could not be changed. Try again.',
  bugSolvedTitle: 'Your bug report was solved',
} as const;
