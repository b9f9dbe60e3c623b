import { defineTexts, t } from '../../../../contract/i18n/texts';

/** The roll-call's words (the server's messages are ATTENDANCE_TEXT in the contract). */
export const ROLL_CALL_TEXT = defineTexts({
  open: /*i18n*/ { id: 'Roll-call' },
  loading: /*i18n*/ { id: 'Loading the roll-call' },
  title: (name: string) => t(/*i18n*/ { id: 'Roll-call: {name}' }, { name }),
  here: (present: number, expected: number) =>
    t(/*i18n*/ { id: '{present} of {expected} here' }, { present, expected }),
  guestLabel: (name: string) => t(/*i18n*/ { id: 'Guest: {name}' }, { name }),
  withGuests: (guests: number) =>
    t(/*i18n*/ { id: '{guests, plural, one {+# guest} other {+# guests}}' }, { guests }),
  /** A rider's row with their guests, for a screen reader: "Rahim Uddin, +2 guests". */
  rowWithGuests: (label: string, guests: string) =>
    t(
      /*i18n*/ {
        id: '{label}, {guests}',
        comment: 'A rider on the roll-call and their guests: "Rahim Uddin, +2 guests"',
      },
      { label, guests },
    ),
  guestsHere: /*i18n*/ { id: 'Their guests here' },
  guestsHereOf: (name: string) => t(/*i18n*/ { id: 'Guests of {name} here' }, { name }),
  walkUp: /*i18n*/ { id: 'Walk-up' },
  present: /*i18n*/ { id: 'Here' },
  absent: /*i18n*/ { id: 'Not here' },
  waiting: /*i18n*/ { id: 'Waiting to send' },
  notSaved: /*i18n*/ { id: 'Not saved: ' },
  retry: /*i18n*/ { id: 'Retry' },
  discard: /*i18n*/ { id: 'Discard' },
  addWalkUp: /*i18n*/ { id: 'Add a walk-up' },
  memberSearch: /*i18n*/ { id: 'Find a member' },
  memberSearchHint: /*i18n*/ { id: 'Type two letters or more of a name.' },
  noMembersFound: /*i18n*/ { id: 'No members found.' },
  guestName: /*i18n*/ { id: 'Or a guest by name' },
  addGuest: /*i18n*/ { id: 'Add guest' },
  add: /*i18n*/ { id: 'Add' },
  /** The Add button beside a member found, for a screen reader. */
  addMember: (name: string) => t(/*i18n*/ { id: 'Add {name}' }, { name }),
  remove: (name: string) => t(/*i18n*/ { id: 'Remove {name}' }, { name }),
  nobody: /*i18n*/ { id: 'Nobody is on this ride yet. Add walk-ups as they arrive.' },
  loadFailed: /*i18n*/ { id: 'The roll-call could not be loaded.' },
  searchOffline: /*i18n*/ {
    id: 'Finding members needs a signal; a guest can be added by name.',
  },
  summaryHeading: /*i18n*/ { id: 'Roll-calls' },
  summaryHint: /*i18n*/ {
    id: 'Your past rides with a roll-call, last 90 days: said going against there.',
  },
  summaryHintAdmin: /*i18n*/ {
    id: 'Every past ride with a roll-call, last 90 days: said going against there.',
  },
  ridesCaption: /*i18n*/ { id: 'Going and present per ride' },
  rideColumn: /*i18n*/ { id: 'Ride' },
  goingColumn: /*i18n*/ { id: 'Going' },
  presentColumn: /*i18n*/ { id: 'There' },
  noShowsHeading: /*i18n*/ { id: 'No-shows' },
  noShowsCaption: /*i18n*/ { id: 'Members who said yes and were not there, last 90 days' },
  memberColumn: /*i18n*/ { id: 'Member' },
  noShowsColumn: /*i18n*/ { id: 'No-shows' },
  rollCallsColumn: /*i18n*/ { id: 'Of rides said yes to' },
  noNoShows: /*i18n*/ { id: 'Everyone who said yes turned up.' },
  summaryFailed: /*i18n*/ { id: 'The roll-call figures could not be loaded.' },
});
