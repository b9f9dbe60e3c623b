/** What the developer screens say where a read failed. */
export const DEVELOPER_TEXT = {
  figuresLoadFailed: 'The figures could not be loaded',
  roleChangesLoadFailed: 'The role changes could not be loaded',
  reportedLoadFailed: 'The reported posts could not be loaded',
  reportedForAdmins: 'Reported posts are shown to admins: this account does not hold ROLE_ADMIN.',
  holdersLoadFailed: "The role's holders could not be loaded",
  membersLoadFailed: 'The members could not be loaded',
  reviewsLoadFailed: 'The reviews could not be loaded',
  productsLoadFailed: 'The products could not be loaded',
} as const;
