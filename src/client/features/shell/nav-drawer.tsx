import { Drawer } from '@mantine/core';
import { MainNav } from './main-nav';

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
      <MainNav variant="drawer" onNavigate={onClose} />
    </Drawer>
  );
}
