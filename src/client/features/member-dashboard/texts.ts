/** What the member dashboard says where a read failed. */
export const MEMBER_DASHBOARD_TEXT = {
  activityLoadFailed: 'Your activity could not be loaded',
  purchasesLoadFailed: 'Your purchases could not be loaded',
  customersLoadFailed: 'Your customers could not be loaded',
} as const;
