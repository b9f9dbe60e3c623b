import { defineTexts, t } from '../../../contract/i18n/texts';

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
