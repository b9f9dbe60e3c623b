import { defineTexts, t } from '../../../../contract/i18n/texts';

/** The home settings' own words; limits and the server's messages come from contract/intro.ts. */
export const HOME_SETTINGS_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Home settings' },
  intro: /*i18n*/ {
    id: 'What visitors see first on the landing page (/intro): the welcome and the specials.',
  },
  viewPage: /*i18n*/ { id: 'Open the landing page' },
  loading: /*i18n*/ { id: 'Loading' },
  welcomeHeading: /*i18n*/ { id: 'Welcome' },
  welcomeText: /*i18n*/ { id: 'Welcome text' },
  welcomePicture: /*i18n*/ { id: 'Welcome picture' },
  noPicture: /*i18n*/ { id: 'No picture yet: the landing page shows a drawn bicycle.' },
  choosePicture: /*i18n*/ { id: 'Choose a picture' },
  changePicture: /*i18n*/ { id: 'Change the picture' },
  undoPicture: /*i18n*/ { id: 'Keep the current picture' },
  newPicture: /*i18n*/ { id: 'New picture, saved with the welcome' },
  saveWelcome: /*i18n*/ { id: 'Save the welcome' },
  welcomeSaved: /*i18n*/ { id: 'The welcome is saved. Visitors see it now.' },
  specialsHeading: /*i18n*/ { id: 'Specials' },
  noSpecials: /*i18n*/ { id: 'No specials yet. The landing page shows what members do instead.' },
  addSpecial: /*i18n*/ { id: 'Add a special' },
  specialTitle: /*i18n*/ { id: 'Title' },
  specialDescription: /*i18n*/ { id: 'Description' },
  specialPictures: /*i18n*/ { id: 'Pictures' },
  addPictures: /*i18n*/ { id: 'Add pictures' },
  removePicture: (name: string) => t(/*i18n*/ { id: 'Remove picture {name}' }, { name }),
  saveSpecial: /*i18n*/ { id: 'Save the special' },
  cancel: /*i18n*/ { id: 'Cancel' },
  edit: /*i18n*/ { id: 'Edit' },
  delete: /*i18n*/ { id: 'Delete' },
  /** The buttons' names: each special's own, as a screen reader lists them side by side. */
  editNamed: (title: string) => t(/*i18n*/ { id: 'Edit {title}' }, { title }),
  deleteNamed: (title: string) => t(/*i18n*/ { id: 'Delete {title}' }, { title }),
  keep: /*i18n*/ { id: 'Keep it' },
  deleteConfirm: (title: string) =>
    t(
      /*i18n*/ {
        id: 'Delete “{title}”? Its pictures are deleted with it; visitors no longer see it.',
      },
      { title },
    ),
  specialAdded: (title: string) =>
    t(/*i18n*/ { id: '“{title}” is on the landing page now.' }, { title }),
  specialSaved: (title: string) => t(/*i18n*/ { id: '“{title}” is saved.' }, { title }),
  specialDeleted: (title: string) => t(/*i18n*/ { id: '“{title}” is deleted.' }, { title }),
  uploading: /*i18n*/ { id: 'Uploading' },
  pictureCount: (count: number, max: number) =>
    t(/*i18n*/ { id: '{count} of {max} pictures' }, { count, max }),
  loadFailed: /*i18n*/ { id: 'The landing page content could not be loaded.' },
  notSaved: /*i18n*/ { id: 'Not saved' },
  forbidden: /*i18n*/ {
    id: 'Only developers and admins may change the landing page. If your roles changed, sign out and in again; otherwise ask a developer.',
  },
  offline: /*i18n*/ {
    id: 'The server could not be reached. Check your connection and save again.',
  },
});
