import { defineTexts, t } from '../../contract/i18n/texts';

/** Names the app's theme gives Mantine's icon-only controls, which have none of their own. */
export const APP_TEXT = defineTexts({
  /** A dialog's and a notice's close button. */
  close: /*i18n*/ { id: 'Close' },
  /** A pager's arrows. */
  pagination: {
    first: /*i18n*/ { id: 'First page' },
    previous: /*i18n*/ { id: 'Previous page' },
    next: /*i18n*/ { id: 'Next page' },
    last: /*i18n*/ { id: 'Last page' },
  },
  /** A page's number alone ("2") says nothing of what it is to a screen reader's list of buttons. */
  page: (page: number) => t(/*i18n*/ { id: 'Page {page}' }, { page }),
});
