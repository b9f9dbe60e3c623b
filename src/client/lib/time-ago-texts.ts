import { defineTexts, t } from '../../contract/i18n/texts';

/** How long ago something was written (lib/time-ago.ts): "5 minutes ago", "yesterday". */
export const TIME_AGO_TEXT = defineTexts({
  /** Words said instead of a number, as people say them. */
  words: {
    now: /*i18n*/ { id: 'now', comment: 'Written a moment ago' },
    thisMinute: /*i18n*/ { id: 'this minute' },
    thisHour: /*i18n*/ { id: 'this hour' },
    yesterday: /*i18n*/ { id: 'yesterday' },
    today: /*i18n*/ { id: 'today' },
    lastWeek: /*i18n*/ { id: 'last week' },
    thisWeek: /*i18n*/ { id: 'this week' },
    lastMonth: /*i18n*/ { id: 'last month' },
    thisMonth: /*i18n*/ { id: 'this month' },
    lastYear: /*i18n*/ { id: 'last year' },
    thisYear: /*i18n*/ { id: 'this year' },
  },
  /** So many of a unit ago. */
  seconds: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# second ago} other {# seconds ago}}' }, { count }),
  minutes: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# minute ago} other {# minutes ago}}' }, { count }),
  hours: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# hour ago} other {# hours ago}}' }, { count }),
  days: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# day ago} other {# days ago}}' }, { count }),
  weeks: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# week ago} other {# weeks ago}}' }, { count }),
  months: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# month ago} other {# months ago}}' }, { count }),
  years: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# year ago} other {# years ago}}' }, { count }),
});
