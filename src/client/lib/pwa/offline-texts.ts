import { defineTexts } from '../../../contract/i18n/texts';

/** What the app says about data it cannot reach offline (the spec gives no words for it). */
export const OFFLINE_TEXT = defineTexts({
  /** A read that failed offline, with nothing saved: shown where the screen shows errors. */
  notSaved: /*i18n*/ { id: 'Not saved on this device while you were online.' },
  notSavedTitle: /*i18n*/ { id: 'This page was not saved while you were online' },
  opensOnline: /*i18n*/ { id: 'It opens as soon as you are back online.' },
  savedHere: /*i18n*/ { id: 'Saved on this device, to read now:' },
  nothingSaved: /*i18n*/ { id: 'Nothing else is saved on this device yet.' },
  savedLabel: /*i18n*/ { id: 'Saved pages' },
});
