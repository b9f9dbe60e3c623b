import { defineTexts } from '../../../contract/i18n/texts';

/** The sign-in screens' own words; their forms' texts are AUTH_TEXT and VALIDATION (contract/). */
export const AUTH_SCREEN_TEXT = defineTexts({
  loading: /*i18n*/ { id: 'Loading' },
});
