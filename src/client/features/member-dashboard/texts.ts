import { defineTexts, t } from '../../../contract/i18n/texts';

/** What the member dashboard says. */
export const MEMBER_DASHBOARD_TEXT = defineTexts({
  activityLoadFailed: /*i18n*/ { id: 'Your activity could not be loaded' },
  purchasesLoadFailed: /*i18n*/ { id: 'Your purchases could not be loaded' },
  customersLoadFailed: /*i18n*/ { id: 'Your customers could not be loaded' },
  // The dashboard's sidebar.
  dashboard: /*i18n*/ { id: 'Dashboard' },
  savedReports: /*i18n*/ { id: 'Saved reports' },
  memberDashboard: /*i18n*/ { id: 'Member dashboard' },
  // The activity report.
  savedOnSale: /*i18n*/ { id: 'Saved on sale prices' },
  ridesRidden: /*i18n*/ { id: 'Rides ridden' },
  distanceRidden: /*i18n*/ { id: 'Distance ridden' },
  orders: /*i18n*/ { id: 'Orders' },
  spent: /*i18n*/ { id: 'Spent' },
  posts: /*i18n*/ { id: 'Posts' },
  rides: /*i18n*/ { id: 'Rides' },
  likesAndComments: /*i18n*/ { id: 'Likes and comments' },
  /** A figure's name for screen readers: 'Rides ridden: 3'. */
  figure: (label: string, value: string) =>
    t(/*i18n*/ { id: '{label}: {value}' }, { label, value }),
  loadingActivity: /*i18n*/ { id: 'Loading your activity' },
  myActivity: /*i18n*/ { id: 'My club activity' },
  period: /*i18n*/ { id: 'Period' },
  share: /*i18n*/ { id: 'Share' },
  export: /*i18n*/ { id: 'Export' },
  /** `kind` is ride, order or post, or none for every kind; `period` is 'this week' and such. */
  nothingInPeriod: (kind: string, period: string) =>
    t(
      /*i18n*/ {
        id: '{kind, select, ride {No rides {period}.} order {No orders {period}.} post {No posts {period}.} other {No activity {period}.}}',
      },
      { kind, period },
    ),
  /** Before a link to the ride list ('upcoming rides'). */
  noRidesYet: /*i18n*/ { id: 'No rides yet — see' },
  upcomingRides: /*i18n*/ { id: 'upcoming rides' },
  kilometres: (km: number) => t(/*i18n*/ { id: '{km, number} km' }, { km }),
  /** The summary a member shares: '{period}' is 'This week' and such. */
  summary: (period: string, rides: number, distance: string, posts: number, orders: number) =>
    t(
      /*i18n*/ {
        id: '{period} with the club: {rides, plural, one {# ride} other {# rides}} ({distance}), {posts, plural, one {# post} other {# posts}}, {orders, plural, one {# order} other {# orders}}.',
      },
      { period, rides, distance, posts, orders },
    ),
  shared: /*i18n*/ { id: 'Shared.' },
  notShared: /*i18n*/ { id: 'Not shared.' },
  copied: (text: string) => t(/*i18n*/ { id: 'Copied to the clipboard: {text}' }, { text }),
  noSharing: (text: string) =>
    t(/*i18n*/ { id: 'Sharing is not available here. Your summary: {text}' }, { text }),
  // The chart.
  dayActivity: (day: string, rides: number, posts: number, orders: number) =>
    t(
      /*i18n*/ { id: '{day}: {rides} rides, {posts} posts, {orders} orders' },
      { day, rides, posts, orders },
    ),
  noActivity: /*i18n*/ { id: 'No activity in this period' },
  // The table and its CSV.
  yourActivity: /*i18n*/ { id: 'Your activity' },
  date: /*i18n*/ { id: 'Date' },
  kind: /*i18n*/ { id: 'Kind' },
  what: /*i18n*/ { id: 'What' },
  distanceOrAmount: /*i18n*/ { id: 'Distance / amount' },
  distanceKm: /*i18n*/ { id: 'Distance (km)' },
  amount: /*i18n*/ { id: 'Amount' },
  amountIn: (currency: string) => t(/*i18n*/ { id: 'Amount ({currency})' }, { currency }),
  rows: (first: number, last: number, total: number) =>
    t(/*i18n*/ { id: 'Rows {first}–{last} of {total}' }, { first, last, total }),
  activityPages: /*i18n*/ { id: 'Your activity: pages' },
  // The other sections.
  products: /*i18n*/ { id: 'Products' },
  productsNote: /*i18n*/ { id: 'What you bought in the club shop, the latest first.' },
  productsBought: /*i18n*/ { id: 'Products you bought' },
  nothingBought: /*i18n*/ { id: 'You have not bought anything in the shop yet.' },
  /** Before a link to the last order, in brackets. */
  purchase: (units: number, orders: number, date: string) =>
    t(
      /*i18n*/ {
        id: '{units, plural, one {# unit} other {# units}} in {orders, plural, one {# order} other {# orders}}; last ordered {date}',
      },
      { units, orders, date },
    ),
  orderNumber: (id: number) => t(/*i18n*/ { id: 'order {id}' }, { id }),
  moreToBuy: /*i18n*/ { id: 'More to buy' },
  customers: /*i18n*/ { id: 'Customers' },
  customersNote: /*i18n*/ {
    id: 'The people you deliver to: the receivers of the parcels you send with the bike messenger and, if you sell in the shop, your buyers.',
  },
  yourCustomers: /*i18n*/ { id: 'Your customers' },
  /** Around a link to the bike messenger: before it, the link, after it. */
  noCustomersBefore: /*i18n*/ { id: 'Nobody yet. Send a parcel with the' },
  noCustomersLink: /*i18n*/ { id: 'bike messenger' },
  noCustomersAfter: /*i18n*/ { id: 'and its receiver shows here.' },
  parcelsLast: (count: number, date: string) =>
    t(
      /*i18n*/ { id: '{count, plural, one {# parcel} other {# parcels}}, the last on {date}' },
      { count, date },
    ),
  ordersLast: (count: number, date: string) =>
    t(
      /*i18n*/ { id: '{count, plural, one {# order} other {# orders}}, the last on {date}' },
      { count, date },
    ),
  lastParcel: /*i18n*/ { id: 'Last parcel' },
  listPages: (label: string) => t(/*i18n*/ { id: '{label}: pages' }, { label }),
  deviceNotices: /*i18n*/ { id: 'Notifications on this device' },
  deviceNoticesHint: /*i18n*/ {
    id: 'Messages, ride reminders and order news, even with the app closed',
  },
  integrations: /*i18n*/ { id: 'Integrations' },
  yourCalendar: /*i18n*/ { id: 'Your calendar' },
  reports: /*i18n*/ { id: 'Reports' },
  yourSavedReports: /*i18n*/ { id: 'Your saved reports:' },
});

/** The kinds of activity, in a row of the table and the CSV. */
export const KIND_LABEL = defineTexts({
  ride: /*i18n*/ { id: 'Ride' },
  order: /*i18n*/ { id: 'Order' },
  post: /*i18n*/ { id: 'Post' },
});
