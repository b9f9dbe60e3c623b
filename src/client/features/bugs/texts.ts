import { defineTexts, t } from '../../../contract/i18n/texts';

/** The bug screen's own words, beside the contract's BUG_TEXT. */
export const BUGS_TEXT = defineTexts({
  /** Above the form on an unknown path; the path is shown as code where {path} stands. */
  noPageAt: (path: string) =>
    t(
      /*i18n*/ {
        id: 'There is no page at {path}. If a link brought you here, tell us below.',
        comment: '{path} is the address that was opened, such as /rides/old',
      },
      { path },
    ),
});
