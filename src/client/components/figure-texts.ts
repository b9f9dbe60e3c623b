import { defineTexts, t } from '../../contract/i18n/texts';

/** The words of figures, ratings and tables (figure, stars-shown, wide-table, actions-header). */
export const FIGURE_TEXT = defineTexts({
  /** A rating shown, read out (stars-shown). */
  stars: (value: number) =>
    t(/*i18n*/ { id: '{value} of 5', comment: 'A rating read out: 4 of 5 stars' }, { value }),
  /** Over a table wider than the screen (wide-table). */
  wideTableHint: /*i18n*/ { id: 'Swipe sideways for more columns' },
  /** Names the column of a table's row buttons (actions-header). */
  actionsHeader: /*i18n*/ { id: 'Actions' },
  /** A figure's month-on-month change (figure), up or not at all, then down. */
  changeUp: (percent: number) => t(/*i18n*/ { id: '+{percent}% on last month' }, { percent }),
  changeDown: (percent: number) => t(/*i18n*/ { id: '{percent}% on last month' }, { percent }),
});
