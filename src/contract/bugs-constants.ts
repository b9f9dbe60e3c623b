/**
 * bugs without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. bugs.ts re-exports all of it beside the schemas.
 */
/** A page of the bug list, when the request names no size: the client asks for the same. */
export const BUG_PAGE_SIZE = 20;

export const BUG_PATHS = {
  list: '/bugs',
  one: (id: number | string) => `/bugs/${id}`,
} as const;

export const BUG_TEXT = {
  formTitle: 'Report a Bug',
  title: 'Title',
  description: 'Description',
  severity: 'Severity',
  steps: 'Steps to Reproduce',
  submit: 'Submit Bug',
  showBugs: 'Show Bugs',
  hideBugs: 'Hide Bugs',
  columns: ['Title', 'Description', 'Severity', 'Status', 'Action'],
  solved: 'Solved',
  notSolved: 'Not Solved',
  view: 'View',
  detailsTitle: 'Bug Details',
  submittedBy: 'Submitted by',
  markSolved: 'Mark as solved',
  delete: 'Delete',
  invalidLog: 'Bug report form is invalid',
  submitErrorLog: 'Error submitting bug report',
  waitingToSend: 'Waiting to send',
  sent: 'Sent',
  failedPrefix: 'Failed: ',
  retry: 'Retry',
  edit: 'Edit',
  discard: 'Discard',
  waitingList: 'Bug reports not yet sent',
  notFound: 'Page not found',
  backToClub: 'Back to the club page',
  severityHint: 'How badly does it get in the way?',
  listTitle: 'Reported bugs',
  empty: 'No bugs reported yet.',
  status: 'Status',
  reportedOn: 'Reported on',
  visitor: 'A visitor',
  submitted: 'Thank you: your bug report was sent.',
  submitFailed: 'Your bug report was not sent',
  listFailed: 'The bug list could not be loaded',
  actionFailed: 'That did not work',
  markedSolved: 'The bug is marked as solved.',
  deleted: 'The bug report is deleted.',
  confirmDelete: 'Delete this bug report? This cannot be undone.',
  confirmDeleteButton: 'Yes, delete it',
  cancel: 'Cancel',
  close: 'Close',
  pages: 'Pages of bug reports',
} as const;
