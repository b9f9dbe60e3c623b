/** What the rest of the server uses of the rides: their reminders follow the lead time setting. */
export { replanRemindersOnLeadChange } from './reminders';
