import { defineTexts, t } from '../../../contract/i18n/texts';

/** What the developer screens say. */
export const DEVELOPER_TEXT = defineTexts({
  figuresLoadFailed: /*i18n*/ { id: 'The figures could not be loaded' },
  roleChangesLoadFailed: /*i18n*/ { id: 'The role changes could not be loaded' },
  reportedLoadFailed: /*i18n*/ { id: 'The reported posts could not be loaded' },
  reportedForAdmins: /*i18n*/ {
    id: 'Reported posts are shown to admins: this account does not hold ROLE_ADMIN.',
  },
  holdersLoadFailed: /*i18n*/ { id: "The role's holders could not be loaded" },
  membersLoadFailed: /*i18n*/ { id: 'The members could not be loaded' },
  reviewsLoadFailed: /*i18n*/ { id: 'The reviews could not be loaded' },
  productsLoadFailed: /*i18n*/ { id: 'The products could not be loaded' },
  developerDashboard: /*i18n*/ { id: 'Developer dashboard' },
  analytics: /*i18n*/ { id: 'Analytics' },
  // The Dashboard tab.
  dashboard: /*i18n*/ { id: 'Dashboard' },
  salesThisMonth: /*i18n*/ { id: 'Sales this month' },
  salesLastMonth: /*i18n*/ { id: 'Sales last month' },
  members: /*i18n*/ { id: 'Members' },
  openBugs: /*i18n*/ { id: 'Open bugs' },
  solved: (count: number) => t(/*i18n*/ { id: '{count} solved' }, { count }),
  linesByStatus: (count: number) =>
    t(/*i18n*/ { id: 'Order lines by status ({count} in all)' }, { count }),
  sectionsElsewhere: /*i18n*/ { id: 'Sections run from their own pages' },
  // The Reports tab.
  reports: /*i18n*/ { id: 'Reports' },
  roleChanges: /*i18n*/ { id: 'Role changes' },
  noRoleChanges: /*i18n*/ { id: 'No role has changed yet.' },
  when: /*i18n*/ { id: 'When' },
  change: /*i18n*/ { id: 'Change' },
  role: /*i18n*/ { id: 'Role' },
  member: /*i18n*/ { id: 'Member' },
  by: /*i18n*/ { id: 'By' },
  memberNumber: (id: string) => t(/*i18n*/ { id: 'Member {id}' }, { id }),
  noReported: /*i18n*/ { id: 'No reported posts.' },
  openReports: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# open report} other {# open reports}}' }, { count }),
  bugReports: /*i18n*/ { id: 'Bug reports' },
  bugList: /*i18n*/ { id: 'Open the bug list' },
  reportedPosts: /*i18n*/ { id: 'Reported posts' },
  // The Products tab.
  products: /*i18n*/ { id: 'Products' },
  searchProducts: /*i18n*/ { id: 'Search all products' },
  noProductMatch: (q: string) => t(/*i18n*/ { id: 'No product holds “{q}”.' }, { q }),
  noProducts: /*i18n*/ { id: 'The shop has no products yet.' },
  allProducts: /*i18n*/ { id: 'All products' },
  product: /*i18n*/ { id: 'Product' },
  seller: /*i18n*/ { id: 'Seller' },
  price: /*i18n*/ { id: 'Price' },
  stock: /*i18n*/ { id: 'Stock' },
  edit: /*i18n*/ { id: 'Edit' },
  editNamed: (name: string) => t(/*i18n*/ { id: 'Edit {name}' }, { name }),
  editProduct: /*i18n*/ { id: 'Edit Product' },
  notYours: /*i18n*/ { id: 'Only its seller or an admin can save changes to this product.' },
  // The Users tab.
  users: /*i18n*/ { id: 'Users' },
  searchMembers: /*i18n*/ { id: 'Search members' },
  searchMembersHint: /*i18n*/ { id: 'By full name or username' },
  membersCount: (count: number) => t(/*i18n*/ { id: '{count} members' }, { count }),
  membersMatching: (count: number, q: string) =>
    t(/*i18n*/ { id: '{count} members matching “{q}”' }, { count, q }),
  roles: /*i18n*/ { id: 'Roles' },
  status: /*i18n*/ { id: 'Status' },
  joined: /*i18n*/ { id: 'Joined' },
  pages: /*i18n*/ { id: 'Pages' },
  accountStatus: {
    active: /*i18n*/ { id: 'active' },
    unverified: /*i18n*/ { id: 'unverified' },
    disabled: /*i18n*/ { id: 'disabled' },
  },
  // The Reviews tab.
  reviews: /*i18n*/ { id: 'Reviews' },
  noReviews: /*i18n*/ { id: 'No reviews yet.' },
  reviewsAnswered: (total: number, answered: number, shown: number) =>
    t(
      /*i18n*/ { id: '{total} reviews, {answered} of the newest {shown} answered.' },
      { total, answered, shown },
    ),
  /** Before a link to the customer who wrote the review. */
  reviewBy: /*i18n*/ { id: 'by' },
  sellerReply: (date: string, text: string) =>
    t(/*i18n*/ { id: "Seller's reply ({date}): {text}" }, { date, text }),
  noReply: /*i18n*/ { id: 'No reply yet.' },
  // The Roles tab.
  membersPerRole: /*i18n*/ { id: 'Members per role' },
  nobodyHolds: /*i18n*/ { id: 'Nobody holds this role.' },
  remove: /*i18n*/ { id: 'Remove' },
  membersAndRoles: /*i18n*/ { id: 'Members and roles' },
  findMember: /*i18n*/ { id: 'Find a member' },
  noMemberMatches: /*i18n*/ { id: 'No member matches.' },
  rolesMatrix: /*i18n*/ { id: 'Roles matrix' },
  name: /*i18n*/ { id: 'Name' },
  revoke: /*i18n*/ { id: 'Revoke' },
});
