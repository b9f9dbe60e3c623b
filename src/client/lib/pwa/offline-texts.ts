/** What the app says about data it cannot reach offline (the spec gives no words for it). */
export const OFFLINE_TEXT = {
  /** A read that failed offline, with nothing saved: shown where the screen shows errors. */
  notSaved: 'Not saved on this device while you were online.',
  notSavedTitle: 'This page was not saved while you were online',
  opensOnline: 'It opens as soon as you are back online.',
  savedHere: 'Saved on this device, to read now:',
  nothingSaved: 'Nothing else is saved on this device yet.',
  savedLabel: 'Saved pages',
} as const;
