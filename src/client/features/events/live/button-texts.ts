import { defineTexts, t } from '../../../../contract/i18n/texts';

/** The ride page's own words for the live ride: kept apart so the page carries no more. */
export const LIVE_BUTTON_TEXT = defineTexts({
  open: /*i18n*/ { id: 'Ride day, live' },
  title: (ride: string) => t(/*i18n*/ { id: 'Live: {ride}' }, { ride }),
});
