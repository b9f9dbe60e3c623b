import { defineTexts } from '../../../contract/i18n/texts';

/** The language switch's words (components/language-switch.tsx, the user menu). */
export const LANGUAGE_TEXT = defineTexts({
  label: /*i18n*/ { id: 'Language' },
});
