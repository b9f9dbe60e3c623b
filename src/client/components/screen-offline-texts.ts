import { defineTexts } from '../../contract/i18n/texts';

/** What a screen whose code is not on the device says offline (components/screen-error.tsx). */
export const SCREEN_OFFLINE_TEXT = defineTexts({
  title: /*i18n*/ { id: 'This screen is not on this device yet' },
  body: /*i18n*/ {
    id: 'It could not be loaded because the server cannot be reached. It opens by itself as soon as you are back online.',
  },
});
