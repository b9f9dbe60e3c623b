import { Divider, Drawer } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  IconBell,
  IconBike,
  IconBuildingStore,
  IconCalendarEvent,
  IconHeartHandshake,
  IconHome,
  IconLayoutDashboard,
  IconMessages,
  IconPhoto,
  IconSearch,
  IconUsers,
} from '@tabler/icons-react';
import classes from './app-layout.module.css';
import { MainNav, type NavIcons } from './main-nav';
import { MORE_SECTION_LINKS } from '../../components/more-sections';
import { NOTIFICATION_TEXT } from '../../../contract/notifications-constants';
import { useUnreadNotifications } from '../notifications/unread-count';
import { SHELL_TEXT } from './texts';

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
  const unread = useUnreadNotifications();
  return (
    <Drawer
      id="main-navigation-drawer"
      opened={opened}
      onClose={onClose}
      title={SHELL_TEXT.brand}
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': SHELL_TEXT.closeNavigation }}
    >
      <MainNav variant="drawer" icons={ICONS} onNavigate={onClose} />
      <Divider my="sm" />
      {/* The search and the sections the bar has no link for: one tap from the drawer too. */}
      <nav aria-label={SHELL_TEXT.moreSections} className={classes.drawerLinks}>
        <Link to="/search" className={classes.link} onClick={onClose}>
          <IconSearch size={20} stroke={1.75} aria-hidden />
          {SHELL_TEXT.search}
        </Link>
        {unread !== null && (
          <Link to="/notifications" className={classes.link} onClick={onClose}>
            <IconBell size={20} stroke={1.75} aria-hidden />
            {NOTIFICATION_TEXT.drawerItem(unread)}
          </Link>
        )}
        {MORE_SECTION_LINKS.map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className={classes.link} onClick={onClose}>
            <Icon size={20} stroke={1.75} aria-hidden />
            {label}
          </Link>
        ))}
      </nav>
    </Drawer>
  );
}
