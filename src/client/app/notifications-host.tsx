import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useLanguage } from '../lib/i18n/language';
import { useWideScreen } from '../lib/use-wide-screen';
import { APP_TEXT } from './texts';
import classes from './notifications-host.module.css';

/**
 * Notices' icon-only close button has no name of its own. Given here rather than in the app's
 * theme, whose code every first screen carries: only this host draws notices. Made as the host
 * draws, in the page's language (the theme's own notice props, a status, are merged with it).
 */
function noticeTheme() {
  return {
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': APP_TEXT.close } } },
    },
  };
}

/**
 * Where in-app notices appear; loaded after the first paint (see providers.tsx). Never over the
 * navigation bar: on phones at the bottom, where a notice is read without covering the page's
 * title or the bar; on wider screens in the corner under the bar.
 */
export default function NotificationsHost() {
  const wide = useWideScreen();
  // The host stands outside the page's language switch: it draws again itself.
  useLanguage();
  return (
    <MantineThemeProvider theme={noticeTheme()} inherit>
      <Notifications position={wide ? 'top-right' : 'bottom-center'} className={classes.notices} />
    </MantineThemeProvider>
  );
}
