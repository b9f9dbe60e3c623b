import { defineTexts, t } from '../../../contract/i18n/texts';

/** The app's frame: the bar, the drawer, the user menu, the offline and outbox signs. */
export const SHELL_TEXT = defineTexts({
  skipToContent: /*i18n*/ { id: 'Skip to content' },
  openNavigation: /*i18n*/ { id: 'Open navigation' },
  closeNavigation: /*i18n*/ { id: 'Close navigation' },
  brand: /*i18n*/ { id: 'Cycling Club' },
  mainNavigation: /*i18n*/ { id: 'Main' },
  moreSections: /*i18n*/ { id: 'More sections' },
  search: /*i18n*/ { id: 'Search' },
  toggleColorScheme: /*i18n*/ { id: 'Toggle color scheme' },
  toDarkMode: /*i18n*/ { id: 'Switch to dark mode' },
  toLightMode: /*i18n*/ { id: 'Switch to light mode' },
  offline: /*i18n*/ { id: 'Offline' },
  offlineHint: /*i18n*/ { id: 'Offline: showing saved data' },
  allSent: /*i18n*/ { id: 'Everything you wrote offline has been sent' },
  waitingToSend: (count: number) =>
    t(
      /*i18n*/ {
        id: '{count, plural, one {# item waiting to send} other {# items waiting to send}}',
      },
      { count },
    ),
  needYou: (count: number) =>
    t(
      /*i18n*/ { id: '{count, plural, one {# item needs you} other {# items need you}}' },
      {
        count,
      },
    ),
  checkingSession: /*i18n*/ { id: 'Checking your session' },
  more: /*i18n*/ { id: 'More' },
});
