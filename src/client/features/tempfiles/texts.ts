import { defineTexts, t } from '../../../contract/i18n/texts';

/** The file share's own words, beside the contract's TEMPFILE_TEXT. */
export const TEMPFILES_TEXT = defineTexts({
  /** The copy button of one file in the list, for a screen reader. */
  copyLinkOf: (name: string) => t(/*i18n*/ { id: 'Copy link: {name}' }, { name }),
});
