import { Notifications } from '@mantine/notifications';

/** Where in-app notices appear; loaded after the first paint (see providers.tsx). */
export default function NotificationsHost() {
  return <Notifications position="top-center" />;
}
