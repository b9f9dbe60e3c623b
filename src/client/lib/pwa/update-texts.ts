import { defineTexts } from '../../../contract/i18n/texts';

/** What the app says about a new version of itself (lib/pwa/update-notice.tsx). */
export const UPDATE_TEXT = defineTexts({
  title: /*i18n*/ { id: 'New version available' },
  reloadToUse: /*i18n*/ { id: 'Reload to use it.' },
  /** Said only where a form keeps a draft of what is being written. */
  writingKept: /*i18n*/ { id: 'What you are writing is kept.' },
  /** Another tab switched to the new version; this one still runs the previous one. */
  thisTabBehind: /*i18n*/ {
    id: 'This tab still runs the previous version. Reload when you are ready.',
  },
  reload: /*i18n*/ { id: 'Reload' },
  updating: /*i18n*/ { id: 'Updating…' },
  updatingMessage: /*i18n*/ { id: 'The app reloads in a moment.' },
});
