/** What the admin screens say where a read failed. */
export const ADMIN_TEXT = {
  figuresLoadFailed: 'The figures could not be loaded',
  membersLoadFailed: 'The members could not be loaded',
  settingsLoadFailed: 'The settings could not be loaded',
  memberLoadFailed: 'This member could not be loaded',
  auditLoadFailed: 'The audit log could not be loaded',
  ridersLoadFailed: 'The riders could not be loaded',
  reportedLoadFailed: 'The reported posts could not be loaded',
  sellersLoadFailed: 'The sellers could not be loaded',
} as const;
