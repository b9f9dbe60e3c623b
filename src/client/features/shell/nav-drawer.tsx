import { Drawer } from '@mantine/core';
import {
  IconBike,
  IconBuildingStore,
  IconCalendarEvent,
  IconHeartHandshake,
  IconHome,
  IconLayoutDashboard,
  IconMessages,
  IconPhoto,
  IconUsers,
} from '@tabler/icons-react';
import { MainNav, type NavIcons } from './main-nav';

const ICONS: NavIcons = {
  '/home': IconHome,
  '/messges': IconMessages,
  '/people': IconUsers,
  '/events': IconCalendarEvent,
  '/shop': IconBuildingStore,
  '/bikeMessenger': IconBike,
  '/storage': IconPhoto,
  '/dashboard': IconLayoutDashboard,
  '/demo': IconHeartHandshake,
};

/** The phone's navigation drawer; its code loads with the first tap on the burger. */
export default function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      id="main-navigation-drawer"
      opened={opened}
      onClose={onClose}
      title="Cycling Club"
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <MainNav variant="drawer" icons={ICONS} onNavigate={onClose} />
    </Drawer>
  );
}
