import { defineTexts } from '../../contract/i18n/texts';

/** The words of the shared parts every screen may show while it loads or fails. */
export const COMPONENT_TEXT = defineTexts({
  /** A page or a part of one whose code or data is on its way (route-pending, sidebar-sections). */
  loading: /*i18n*/ { id: 'Loading' },
  /** The phone's picker of a dashboard's sections (sidebar-sections). */
  section: /*i18n*/ { id: 'Section' },
  /** Asking again for what could not be loaded (load-failed). */
  tryAgain: /*i18n*/ { id: 'Try again' },
});
