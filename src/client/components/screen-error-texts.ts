import { defineTexts } from '../../contract/i18n/texts';

/**
 * What the app's own error screen says (components/screen-error-message.tsx); the spec gives no
 * words. What it says offline is in screen-offline-texts.ts, which the first screen carries.
 */
export const SCREEN_ERROR_TEXT = defineTexts({
  missingTitle: /*i18n*/ { id: 'This screen could not be loaded' },
  missing: /*i18n*/ {
    id: 'Its code did not arrive, even after reloading: the app may have been updated since this page was opened, or the connection keeps dropping. Reload to try again; nothing you queued is lost.',
  },
  otherTitle: /*i18n*/ { id: 'Something went wrong on this screen' },
  other: /*i18n*/ {
    id: 'The app ran into a problem showing it. Reload to try again. If it happens again, tell us on the bug page.',
  },
  reload: /*i18n*/ { id: 'Reload' },
  reportBug: /*i18n*/ { id: 'Report a bug' },
  home: /*i18n*/ { id: 'Back to the club page' },
  details: /*i18n*/ { id: 'What the app said:' },
});
