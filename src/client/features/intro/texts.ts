import { defineTexts, t } from '../../../contract/i18n/texts';

/** The landing page's words (/intro). */
export const INTRO_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Cycling Club' },
  welcomeBack: (name: string) =>
    t(/*i18n*/ { id: 'Welcome back, {name}. See what the club has been up to.' }, { name }),
  /** What the page says when the club wrote nothing yet, or the server cannot be reached. */
  fallbackWelcome: /*i18n*/ {
    id: "Welcome to the city's cycling club: riders of every pace, on every kind of bike.",
  },
  loadingWelcome: /*i18n*/ { id: 'Loading the welcome' },
  toFeed: /*i18n*/ { id: 'Go to the feed' },
  join: /*i18n*/ { id: 'Join the club' },
  signIn: /*i18n*/ { id: 'Sign in' },
  atTheClub: /*i18n*/ { id: 'At the club' },
  whatMembersDo: /*i18n*/ { id: 'What members do' },
  rideTitle: /*i18n*/ { id: 'Ride together' },
  rideText: /*i18n*/ {
    id: 'Group rides every week: where we start, where we go, how far and who leads.',
  },
  touchTitle: /*i18n*/ { id: 'Stay in touch' },
  touchText: /*i18n*/ {
    id: 'The club feed, the chat room and direct messages with other riders.',
  },
  shopTitle: /*i18n*/ { id: 'Shop the club' },
  shopText: /*i18n*/ {
    id: 'Jerseys, parts and accessories from members and our sponsor shop.',
  },
});
