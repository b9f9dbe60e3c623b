/**
 * bugs without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. bugs.ts re-exports all of it beside the schemas.
 */
/** A page of the bug list, when the request names no size: the client asks for the same. */
import { defineTexts } from './i18n/texts';

export const BUG_PAGE_SIZE = 20;

export const BUG_PATHS = {
  list: '/bugs',
  one: (id: number | string) => `/bugs/${id}`,
} as const;

export const BUG_TEXT = defineTexts({
  formTitle: /*i18n*/ { id: 'Report a Bug' },
  title: /*i18n*/ { id: 'Title' },
  description: /*i18n*/ { id: 'Description' },
  severity: /*i18n*/ { id: 'Severity' },
  steps: /*i18n*/ { id: 'Steps to Reproduce' },
  submit: /*i18n*/ { id: 'Submit Bug' },
  showBugs: /*i18n*/ { id: 'Show Bugs' },
  hideBugs: /*i18n*/ { id: 'Hide Bugs' },
  columns: [
    /*i18n*/ { id: 'Title' },
    /*i18n*/ { id: 'Description' },
    /*i18n*/ { id: 'Severity' },
    /*i18n*/ { id: 'Status' },
    /*i18n*/ { id: 'Action' },
  ],
  solved: /*i18n*/ { id: 'Solved' },
  notSolved: /*i18n*/ { id: 'Not Solved' },
  view: /*i18n*/ { id: 'View' },
  detailsTitle: /*i18n*/ { id: 'Bug Details' },
  submittedBy: /*i18n*/ { id: 'Submitted by' },
  markSolved: /*i18n*/ { id: 'Mark as solved' },
  delete: /*i18n*/ { id: 'Delete' },
  /** Log lines, for the developer: not translated. */
  invalidLog: 'Bug report form is invalid',
  submitErrorLog: 'Error submitting bug report',
  waitingToSend: /*i18n*/ { id: 'Waiting to send' },
  sent: /*i18n*/ { id: 'Sent' },
  failedPrefix: /*i18n*/ { id: 'Failed: ' },
  retry: /*i18n*/ { id: 'Retry' },
  edit: /*i18n*/ { id: 'Edit' },
  discard: /*i18n*/ { id: 'Discard' },
  waitingList: /*i18n*/ { id: 'Bug reports not yet sent' },
  notFound: /*i18n*/ { id: 'Page not found' },
  backToClub: /*i18n*/ { id: 'Back to the club page' },
  severityHint: /*i18n*/ { id: 'How badly does it get in the way?' },
  listTitle: /*i18n*/ { id: 'Reported bugs' },
  empty: /*i18n*/ { id: 'No bugs reported yet.' },
  status: /*i18n*/ { id: 'Status' },
  reportedOn: /*i18n*/ { id: 'Reported on' },
  visitor: /*i18n*/ { id: 'A visitor' },
  submitted: /*i18n*/ { id: 'Thank you: your bug report was sent.' },
  submitFailed: /*i18n*/ { id: 'Your bug report was not sent' },
  listFailed: /*i18n*/ { id: 'The bug list could not be loaded' },
  actionFailed: /*i18n*/ { id: 'That did not work' },
  markedSolved: /*i18n*/ { id: 'The bug is marked as solved.' },
  deleted: /*i18n*/ { id: 'The bug report is deleted.' },
  confirmDelete: /*i18n*/ { id: 'Delete this bug report? This cannot be undone.' },
  confirmDeleteButton: /*i18n*/ { id: 'Yes, delete it' },
  cancel: /*i18n*/ { id: 'Cancel' },
  close: /*i18n*/ { id: 'Close' },
  pages: /*i18n*/ { id: 'Pages of bug reports' },
} as const);
