import { defineTexts, t } from '../../../contract/i18n/texts';

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

/** How old data shown from the cache is (lib/pwa/data-age.ts): 'Saved 5 min ago'. */
export const DATA_AGE_TEXT = defineTexts({
  justNow: /*i18n*/ { id: 'Saved just now' },
  minutes: (minutes: number) => t(/*i18n*/ { id: 'Saved {minutes} min ago' }, { minutes }),
  hours: (hours: number) => t(/*i18n*/ { id: 'Saved {hours} h ago' }, { hours }),
  days: (days: number) =>
    t(/*i18n*/ { id: '{days, plural, one {Saved # day ago} other {Saved # days ago}}' }, { days }),
  /** A week or more ago: the date, formatted. */
  on: (date: string) => t(/*i18n*/ { id: 'Saved on {date}' }, { date }),
});
