import { defineTexts, t } from '../../../contract/i18n/texts';

/** The sponsor storefront's own words; the server's messages come from contract/repairs.ts. */
export const SDCBIKEWALA_TEXT = defineTexts({
  title: /*i18n*/ { id: 'SDC Bikewala' },
  intro: /*i18n*/ {
    id: "Parts, accessories, clothing and repairs at the club's sponsor bike shop.",
  },
  /** The intro with who runs the shop, once the sponsor is known. */
  introRunBy: (name: string) =>
    t(
      /*i18n*/ {
        id: "Parts, accessories, clothing and repairs at the club's sponsor bike shop. Run by {name}.",
      },
      { name },
    ),
  shopTab: /*i18n*/ { id: 'Shop' },
  bookTab: /*i18n*/ { id: 'Book a repair' },
  mineTab: /*i18n*/ { id: 'My repairs' },
  bookingsTab: /*i18n*/ { id: 'Bookings' },
  noSponsor: /*i18n*/ { id: 'The club has no sponsor shop yet.' },
  loadFailed: /*i18n*/ { id: 'The sponsor shop could not be loaded.' },
  emptyCategory: /*i18n*/ { id: 'Nothing here yet.' },
  showMore: /*i18n*/ { id: 'Show more' },
  soldBy: (name: string) => t(/*i18n*/ { id: 'Run by {name}' }, { name }),
  name: /*i18n*/ { id: 'Your name' },
  phone: /*i18n*/ { id: 'Phone' },
  address: /*i18n*/ { id: 'Address' },
  date: /*i18n*/ { id: 'Date' },
  time: /*i18n*/ { id: 'Time' },
  timePicker: /*i18n*/ { id: 'Show time picker for the repair time' },
  issue: /*i18n*/ { id: 'What needs fixing' },
  issuePlaceholder: /*i18n*/ { id: 'e.g. the rear brake rubs and the gears skip' },
  book: /*i18n*/ { id: 'Book the repair' },
  booked: /*i18n*/ { id: 'Your repair is booked. The shop will accept it soon.' },
  signInToBook: /*i18n*/ { id: 'Sign in to book a repair.' },
  signIn: /*i18n*/ { id: 'Sign in' },
  noRepairs: /*i18n*/ { id: 'No repair bookings yet.' },
  noBookings: /*i18n*/ { id: 'No bookings to show.' },
  statusFilter: /*i18n*/ { id: 'Status' },
  allStatuses: /*i18n*/ { id: 'All' },
  eta: /*i18n*/ { id: 'Ready by' },
  /** When the shop said the bike will be ready. */
  etaAt: (date: string) => t(/*i18n*/ { id: 'Ready by: {date}' }, { date }),
  noEta: /*i18n*/ { id: 'No ready time yet' },
  setEta: /*i18n*/ { id: 'Set ready time' },
  saveEta: /*i18n*/ { id: 'Save' },
  bookedBy: (name: string) => t(/*i18n*/ { id: 'Booked by {name}' }, { name }),
  when: (date: string, time: string) => t(/*i18n*/ { id: '{date} at {time}' }, { date, time }),
  moveFailed: /*i18n*/ { id: 'The booking could not be changed.' },
  page: /*i18n*/ { id: 'Pages' },
});
