/**
 * What the rest of the server uses of the rides: their reminders follow the lead time setting;
 * a ride, who may change it (its organiser, admins) and who is on it, for what is said to its
 * riders (announcements).
 */
export { replanRemindersOnLeadChange } from './reminders';
export { findEvent, type EventRow } from './repository';
export { everyoneOn } from './rsvp/repository';
export { canEdit } from './shapes';
