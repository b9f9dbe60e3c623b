import { defineTexts, t } from '../../contract/i18n/texts';

/** The words of the shared parts screens are built of (this folder's components). */
export const COMPONENT_TEXT = defineTexts({
  /** A page or a part of one whose code or data is on its way (route-pending, sidebar-sections). */
  loading: /*i18n*/ { id: 'Loading' },
  /** The phone's picker of a dashboard's sections (sidebar-sections). */
  section: /*i18n*/ { id: 'Section' },
  /** The button of a question that leaves things as they are (confirm-modal). */
  cancel: /*i18n*/ { id: 'Cancel' },
  /** A rating shown, read out (stars-shown). */
  stars: (value: number) =>
    t(/*i18n*/ { id: '{value} of 5', comment: 'A rating read out: 4 of 5 stars' }, { value }),
  /** Asking again for what could not be loaded (load-failed). */
  tryAgain: /*i18n*/ { id: 'Try again' },
  /** Over a table wider than the screen (wide-table). */
  wideTableHint: /*i18n*/ { id: 'Swipe sideways for more columns' },
  /** Names the column of a table's row buttons (actions-header). */
  actionsHeader: /*i18n*/ { id: 'Actions' },
  /** A picture on its way to the server, by the name of its button (picture-upload). */
  uploading: (label: string) => t(/*i18n*/ { id: '{label}: uploading' }, { label }),
  /** The button that takes a chosen picture off the form (picture-upload). */
  removePicture: (label: string) => t(/*i18n*/ { id: 'Remove {label}' }, { label }),
  /** Said after a submit with mistakes: "2 fields need attention: Title, Description." */
  fieldsNeedAttention: (count: number, names: string) =>
    t(
      /*i18n*/ {
        id: '{count, plural, one {# field needs attention: {names}.} other {# fields need attention: {names}.}}',
      },
      { count, names },
    ),
  /** A figure's month-on-month change (figure), up or not at all, then down. */
  changeUp: (percent: number) => t(/*i18n*/ { id: '+{percent}% on last month' }, { percent }),
  changeDown: (percent: number) => t(/*i18n*/ { id: '{percent}% on last month' }, { percent }),
});
