import { defineTexts } from '../../../contract/i18n/texts';

/** What the back office's shared screens say: the bug counts of the Reports tabs. */
export const BACK_OFFICE_TEXT = defineTexts({
  bugsLoadFailed: /*i18n*/ { id: 'The bug counts could not be loaded' },
  loadingBugs: /*i18n*/ { id: 'Loading bug counts' },
  bugsTable: /*i18n*/ { id: 'Bugs by severity and state' },
  severity: /*i18n*/ { id: 'Severity' },
  /** The severities as the bug reports name them, in capitals. */
  severities: {
    LOW: /*i18n*/ { id: 'LOW', comment: 'A bug’s severity, written in capitals.' },
    MEDIUM: /*i18n*/ { id: 'MEDIUM', comment: 'A bug’s severity, written in capitals.' },
    HIGH: /*i18n*/ { id: 'HIGH', comment: 'A bug’s severity, written in capitals.' },
  },
  open: /*i18n*/ { id: 'Open', comment: 'Bugs not yet solved, a column of the bug counts.' },
  solved: /*i18n*/ { id: 'Solved' },
  all: /*i18n*/ { id: 'All' },
});
