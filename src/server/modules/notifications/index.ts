/** What the rest of the server uses of notifications: the rule, settings reads, the inbox writes. */
export { decide, type DeviceMutes } from './decide';
export { mutedKindsOf, settingsOf } from './repository';
export { markReadAbout, recordInInbox } from './service';
