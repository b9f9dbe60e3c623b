import { Notifications } from '@mantine/notifications';
import { useWideScreen } from '../lib/use-wide-screen';
import classes from './notifications-host.module.css';

/**
 * Where in-app notices appear; loaded after the first paint (see providers.tsx). Never over the
 * navigation bar: on phones at the bottom, where a notice is read without covering the page's
 * title or the bar; on wider screens in the corner under the bar.
 */
export default function NotificationsHost() {
  const wide = useWideScreen();
  return (
    <Notifications position={wide ? 'top-right' : 'bottom-center'} className={classes.notices} />
  );
}
