import { defineTexts, t } from '../../../contract/i18n/texts';

/** The user menu's words, and its items' dialogs: loaded with the menu, after the first paint. */
export const MENU_TEXT = defineTexts({
  installApp: /*i18n*/ { id: 'Install app' },
  installTitle: /*i18n*/ { id: 'Install the club app' },
  installShare: /*i18n*/ { id: 'Tap the Share button (the square with an arrow).' },
  installAdd: /*i18n*/ { id: 'Choose Add to Home Screen.' },
  installOpen: /*i18n*/ { id: 'Tap Add: the app opens from its icon, also offline.' },
  pushOn: /*i18n*/ { id: 'On' },
  pushOff: /*i18n*/ { id: 'Off' },
  signedInAs: (name: string) => t(/*i18n*/ { id: 'Signed in as {name}' }, { name }),
  signIn: /*i18n*/ { id: 'Sign in' },
  myProfile: /*i18n*/ { id: 'My profile' },
  myOrders: /*i18n*/ { id: 'My orders' },
  cart: /*i18n*/ { id: 'Cart' },
  bugs: /*i18n*/ { id: 'Bugs' },
  developer: /*i18n*/ { id: 'Developer' },
  signOut: /*i18n*/ { id: 'Sign out' },
  language: /*i18n*/ { id: 'Language' },
});
