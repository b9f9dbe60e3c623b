/**
 * What the rest of the server uses of the club settings: reading them, checking a payment
 * method has an account to pay, and listening to their changes.
 */
export type { SettingsChange, SettingsListener } from './changes';
export { checkPayable } from './payee';
export { readClubSettings } from './read';
