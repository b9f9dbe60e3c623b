import { defineTexts, t } from '../../contract/i18n/texts';

/** The words of the shared parts of forms and dialogs (confirm-modal, picture-upload, form-error-announcement). */
export const FORM_PART_TEXT = defineTexts({
  /** The button of a question that leaves things as they are (confirm-modal). */
  cancel: /*i18n*/ { id: 'Cancel' },
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
});
