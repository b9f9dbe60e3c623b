import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useWideScreen } from '../lib/use-wide-screen';
import classes from './notifications-host.module.css';

/**
 * Notices' icon-only close button has no name of its own. Given here rather than in the app's
 * theme, whose code every first screen carries: only this host draws notices.
 */
const NOTICE_THEME = {
  components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } } },
};

/**
 * Where in-app notices appear; loaded after the first paint (see providers.tsx). Never over the
 * navigation bar: on phones at the bottom, where a notice is read without covering the page's
 * title or the bar; on wider screens in the corner under the bar.
 */
export default function NotificationsHost() {
  const wide = useWideScreen();
  return (
    <MantineThemeProvider theme={NOTICE_THEME} inherit>
      <Notifications position={wide ? 'top-right' : 'bottom-center'} className={classes.notices} />
    </MantineThemeProvider>
  );
}
