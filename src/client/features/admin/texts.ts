import { defineTexts, t } from '../../../contract/i18n/texts';

/** What the admin screens say. */
export const ADMIN_TEXT = defineTexts({
  figuresLoadFailed: /*i18n*/ { id: 'The figures could not be loaded' },
  membersLoadFailed: /*i18n*/ { id: 'The members could not be loaded' },
  settingsLoadFailed: /*i18n*/ { id: 'The settings could not be loaded' },
  memberLoadFailed: /*i18n*/ { id: 'This member could not be loaded' },
  auditLoadFailed: /*i18n*/ { id: 'The audit log could not be loaded' },
  ridersLoadFailed: /*i18n*/ { id: 'The riders could not be loaded' },
  reportedLoadFailed: /*i18n*/ { id: 'The reported posts could not be loaded' },
  sellersLoadFailed: /*i18n*/ { id: 'The sellers could not be loaded' },
  adminDashboard: /*i18n*/ { id: 'Admin dashboard' },
  /** A figure's name for screen readers: 'Members: 120'. */
  figure: (label: string, value: string) =>
    t(/*i18n*/ { id: '{label}: {value}' }, { label, value }),
  sectionsElsewhere: /*i18n*/ { id: 'Sections run from their own pages' },
});

/** The Dashboard tab: this month's figures and the last weeks. */
export const OVERVIEW_TEXT = defineTexts({
  members: /*i18n*/ { id: 'Members' },
  membersHint: /*i18n*/ { id: 'Active accounts' },
  newSignups: /*i18n*/ { id: 'New sign-ups' },
  thisMonth: /*i18n*/ { id: 'This month' },
  rides: /*i18n*/ { id: 'Rides' },
  ridesHint: /*i18n*/ { id: 'Scheduled this month' },
  riders: /*i18n*/ { id: 'Riders' },
  ridersHint: /*i18n*/ { id: 'Going on a ride this month' },
  orders: /*i18n*/ { id: 'Orders' },
  ordersHint: /*i18n*/ { id: 'Placed this month' },
  sales: /*i18n*/ { id: 'Sales' },
  salesHint: /*i18n*/ { id: 'This month, refused and cancelled lines left out' },
  openBugs: /*i18n*/ { id: 'Open bugs' },
  openBugsHint: /*i18n*/ { id: 'Not solved yet' },
  loading: /*i18n*/ { id: "Loading the club's figures" },
  lastWeeks: (count: number) => t(/*i18n*/ { id: 'The last {count} weeks' }, { count }),
  quiet: /*i18n*/ { id: 'No sign-ups, rides or orders in these weeks yet.' },
  signups: /*i18n*/ { id: 'Sign-ups' },
  week: (week: string, signups: number, rides: number, orders: number) =>
    t(
      /*i18n*/ { id: 'Week of {week}: {signups} sign-ups, {rides} rides, {orders} orders' },
      { week, signups, rides, orders },
    ),
});

/** The Users tab, a member's account and the bike messenger's riders. */
export const USERS_TEXT = defineTexts({
  search: /*i18n*/ { id: 'Search members' },
  searchPlaceholder: /*i18n*/ { id: 'Full name or username' },
  loading: /*i18n*/ { id: 'Loading members' },
  noMatch: (q: string) => t(/*i18n*/ { id: 'No member matches “{q}”.' }, { q }),
  none: /*i18n*/ { id: 'No members yet.' },
  count: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# member} other {# members}}' }, { count }),
  managesUsers: /*i18n*/ { id: 'manages users' },
  deletesPosts: /*i18n*/ { id: 'deletes posts' },
  view: /*i18n*/ { id: 'View' },
  viewMember: (username: string) => t(/*i18n*/ { id: 'View {username}' }, { username }),
  pages: /*i18n*/ { id: 'Member pages' },
  status: {
    active: /*i18n*/ { id: 'active' },
    unverified: /*i18n*/ { id: 'unverified' },
    disabled: /*i18n*/ { id: 'disabled' },
  },
  ownAccount: /*i18n*/ {
    id: 'This is your own account: another manager changes its state and flags.',
  },
  mayManageUsers: /*i18n*/ { id: 'May manage users (canManageUsers)' },
  mayManageUsersHint: /*i18n*/ { id: 'Lists members and enables or disables their accounts' },
  mayDeletePosts: /*i18n*/ { id: 'May delete any post (canDeletePosts)' },
  enable: /*i18n*/ { id: 'Enable account' },
  disableAccount: /*i18n*/ { id: 'Disable account' },
  disableTitle: (username: string) => t(/*i18n*/ { id: 'Disable {username}?' }, { username }),
  disable: /*i18n*/ { id: 'Disable' },
  disableText: (name: string) =>
    t(
      /*i18n*/ {
        id: '{name} will be signed out everywhere and cannot sign in until an admin enables the account again.',
      },
      { name },
    ),
  account: /*i18n*/ { id: 'Member account' },
  joined: /*i18n*/ { id: 'Joined' },
  lastSignIn: /*i18n*/ { id: 'Last sign-in' },
  never: /*i18n*/ { id: 'Never' },
  email: /*i18n*/ { id: 'E-mail' },
  phone: /*i18n*/ { id: 'Phone' },
  address: /*i18n*/ { id: 'Address' },
  // The bike messenger's riders.
  riders: /*i18n*/ { id: 'Bike messenger riders' },
  approvedOn: (date: string) => t(/*i18n*/ { id: 'approved {date}' }, { date }),
  approvedOnBy: (date: string, name: string) =>
    t(/*i18n*/ { id: 'approved {date} by {name}' }, { date, name }),
  askedOn: (date: string) => t(/*i18n*/ { id: 'asked {date}' }, { date }),
  optedOut: /*i18n*/ { id: 'opted out' },
  givenBack: (count: number) => t(/*i18n*/ { id: '{count} given back today' }, { count }),
  stop: /*i18n*/ { id: 'Stop' },
  stopRider: (username: string) => t(/*i18n*/ { id: 'Stop {username} riding' }, { username }),
  approve: /*i18n*/ { id: 'Approve' },
  approveRider: (username: string) => t(/*i18n*/ { id: 'Approve {username}' }, { username }),
  stopTitle: (username: string) => t(/*i18n*/ { id: 'Stop {username} riding?' }, { username }),
  stopRiding: /*i18n*/ { id: 'Stop riding' },
  stopText: (name: string) =>
    t(
      /*i18n*/ {
        id: '{name} takes no new parcel until approved again. Parcels they carry now stay theirs to deliver.',
      },
      { name },
    ),
  loadingRiders: /*i18n*/ { id: 'Loading riders' },
  noneWaiting: /*i18n*/ { id: 'No member is waiting to ride.' },
  noneApproved: /*i18n*/ { id: 'No rider is approved yet.' },
  waiting: /*i18n*/ { id: 'Waiting' },
  approved: /*i18n*/ { id: 'Approved' },
  whichRiders: /*i18n*/ { id: 'Which riders' },
  ridersNote: /*i18n*/ {
    id: "A rider reads the phone and address of each parcel's receiver: approve members the club knows.",
  },
});

/** The Reports tab: reported posts, bugs and the audit log. */
export const REPORTS_TEXT = defineTexts({
  reportedPosts: /*i18n*/ { id: 'Reported posts' },
  bugs: /*i18n*/ { id: 'Bugs' },
  auditLog: /*i18n*/ { id: 'Audit log' },
  /** Before a link to the post's author. */
  by: /*i18n*/ { id: 'By' },
  reports: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# report} other {# reports}}' }, { count }),
  noText: /*i18n*/ { id: '(no text)' },
  reasons: (reasons: string) => t(/*i18n*/ { id: 'Reasons: {reasons}' }, { reasons }),
  keep: /*i18n*/ { id: 'Keep' },
  remove: /*i18n*/ { id: 'Remove' },
  removeTitle: /*i18n*/ { id: 'Remove this post?' },
  removePost: /*i18n*/ { id: 'Remove post' },
  removeText: (name: string) =>
    t(
      /*i18n*/ {
        id: 'The post by {name}, its pictures and comments are deleted for everyone.',
      },
      { name },
    ),
  loadingReported: /*i18n*/ { id: 'Loading reported posts' },
  noReported: /*i18n*/ { id: 'No reported posts: nothing waits for a decision.' },
  // The audit log.
  member: (id: string) => t(/*i18n*/ { id: 'member {id}' }, { id }),
  orderLine: (order: string, line: string) =>
    t(/*i18n*/ { id: 'order {order}, line {line}' }, { order, line }),
  clubSettings: /*i18n*/ { id: 'club settings' },
  granted: (role: string) => t(/*i18n*/ { id: 'granted {role}' }, { role }),
  removed: (role: string) => t(/*i18n*/ { id: 'removed {role}' }, { role }),
  flagOn: (flag: string) => t(/*i18n*/ { id: '{flag} on' }, { flag }),
  flagOff: (flag: string) => t(/*i18n*/ { id: '{flag} off' }, { flag }),
  approvedRider: /*i18n*/ { id: 'approved as a rider' },
  approvalWithdrawn: /*i18n*/ { id: 'rider approval withdrawn' },
  kindOfChange: /*i18n*/ { id: 'Kind of change' },
  allChanges: /*i18n*/ { id: 'All changes' },
  loadingAudit: /*i18n*/ { id: 'Loading the audit log' },
  noChanges: /*i18n*/ { id: 'No changes recorded yet.' },
  noChangesOfKind: /*i18n*/ { id: 'No changes recorded of this kind yet.' },
  when: /*i18n*/ { id: 'When' },
  who: /*i18n*/ { id: 'Who' },
  what: /*i18n*/ { id: 'What' },
  on: /*i18n*/ { id: 'On' },
  change: /*i18n*/ { id: 'Change' },
  deletedAccount: /*i18n*/ { id: 'deleted account' },
  changes: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# change} other {# changes}}' }, { count }),
  auditPages: /*i18n*/ { id: 'Audit log pages' },
});

/** The Settings tab. */
export const SETTINGS_TEXT = defineTexts({
  saved: /*i18n*/ { id: 'Club settings saved.' },
  title: /*i18n*/ { id: 'Club settings' },
  clubName: /*i18n*/ { id: 'Club name' },
  currency: /*i18n*/ { id: 'Currency' },
  currencyHint: /*i18n*/ { id: 'Three-letter code, e.g. BDT' },
  serviceCharge: (currency: string) =>
    t(/*i18n*/ { id: 'Service charge ({currency})' }, { currency }),
  serviceChargeHint: /*i18n*/ { id: 'Added once to every order' },
  reminderLead: /*i18n*/ { id: 'Ride reminder lead time (hours)' },
  reminderLeadHint: /*i18n*/ { id: 'Riders going get a reminder this long before a ride' },
  timeZone: /*i18n*/ { id: 'Time zone' },
  timeZoneHint: /*i18n*/ { id: "Rides, reports and every date in the app use the club's clock" },
  notSaved: /*i18n*/ { id: 'The settings were not saved' },
  save: /*i18n*/ { id: 'Save settings' },
  undo: /*i18n*/ { id: 'Undo changes' },
  loading: /*i18n*/ { id: 'Loading the club settings' },
  tables: {
    deliveryCharges: /*i18n*/ { id: 'Shop delivery charges' },
    jerseyDeliveryCharges: /*i18n*/ { id: 'Jersey delivery charges' },
  },
  // Files.
  files: /*i18n*/ { id: 'Files' },
  largestFile: /*i18n*/ { id: 'Largest shared file (MB)' },
  largestFileHint: /*i18n*/ { id: 'The temporary file share refuses bigger files' },
  /** `unit` is 'hours' or 'days', as the lifetime's unit buttons say them. */
  longestStay: (unit: string) =>
    t(/*i18n*/ { id: 'Longest a shared file stays ({unit})' }, { unit }),
  longestStayHint: /*i18n*/ { id: 'Shared files are deleted after this' },
  lifetimeUnit: /*i18n*/ { id: 'Lifetime unit' },
  timeUnits: { hours: /*i18n*/ { id: 'hours' }, days: /*i18n*/ { id: 'days' } },
  library: (unit: string) => t(/*i18n*/ { id: 'Media library per member ({unit})' }, { unit }),
  libraryHint: /*i18n*/ { id: "What each member's library may hold in all" },
  quotaUnit: /*i18n*/ { id: 'Quota unit' },
  // The bike messenger's bands.
  bikeMessenger: /*i18n*/ { id: 'Bike messenger' },
  bandsNote: /*i18n*/ {
    id: 'A parcel costs its distance band plus its weight band; past the last band it is refused.',
  },
  distanceBand: /*i18n*/ { id: 'Distance band' },
  weightBand: /*i18n*/ { id: 'Weight band' },
  upTo: (unit: string) => t(/*i18n*/ { id: 'Up to ({unit})' }, { unit }),
  charge: (currency: string) => t(/*i18n*/ { id: 'Charge ({currency})' }, { currency }),
  rowUpTo: (band: string, number: number, unit: string) =>
    t(/*i18n*/ { id: '{band} {number}: up to ({unit})' }, { band, number, unit }),
  rowCharge: (band: string, number: number, currency: string) =>
    t(/*i18n*/ { id: '{band} {number}: charge ({currency})' }, { band, number, currency }),
  /** `band` as it reads within a sentence: 'distance band'. */
  removeRow: (band: string, number: number) =>
    t(/*i18n*/ { id: 'Remove {band} {number}' }, { band, number }),
  addBand: /*i18n*/ { id: 'Add a band' },
  putInOrder: /*i18n*/ { id: 'Put in order' },
  flatCharge: (currency: string) =>
    t(/*i18n*/ { id: 'Flat distance charge ({currency})' }, { currency }),
  flatChargeHint: /*i18n*/ {
    id: 'Charged instead of a distance band when a parcel has no map points',
  },
  // The sponsor shop.
  none: /*i18n*/ { id: 'None' },
  memberNumber: (id: number) => t(/*i18n*/ { id: 'Member #{id}' }, { id }),
  sponsor: /*i18n*/ { id: 'Sponsor bike shop' },
  sponsorSeller: /*i18n*/ { id: "Seller account of the sponsor's storefront" },
  sponsorSellerHint: /*i18n*/ { id: "The /sdcbikewala storefront lists this seller's products" },
});
