import { AppShell, Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState, type MouseEvent, type ReactNode } from 'react';
import classes from './app-layout.module.css';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { InstallHowTo } from './install-app-item';
import { MainNav } from './main-nav';
import { OutboxBadge } from './outbox-badge';
import { NavbarAutoHideProvider, useNavbarAutoHideEnabled } from './navbar-auto-hide';
import { OfflineBadge, OfflineStrip } from './offline-badge';
import { useNavbarVisibility } from './use-navbar-visibility';
import { UserMenu } from './user-menu';

/** Phones: one row; tablets: a second row of links; wide screens: one row (see the CSS). */
const HEADER_HEIGHT = { base: 56, sm: 100, lg: 60 };

/** Moves focus past the nine section links without putting a hash in the router's URL. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <NavbarAutoHideProvider>
      <Shell>{children}</Shell>
    </NavbarAutoHideProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [menuOpened, setMenuOpened] = useState(false);
  // An open menu or drawer is anchored to the bar: it must not slide away underneath them.
  const autoHide = useNavbarAutoHideEnabled() && !menuOpened && !drawerOpened;
  const { hidden, scrolled, onFocus } = useNavbarVisibility(autoHide);

  return (
    <AppShell header={{ height: HEADER_HEIGHT, collapsed: hidden, offset: false }}>
      <AppShell.Header
        withBorder={false}
        className={classes.header}
        mod={{ scrolled, hidden }}
        onFocus={onFocus}
      >
        <a href="#main-content" className={classes.skipLink} onClick={skipToContent}>
          Skip to content
        </a>
        <div className={classes.bar}>
          <div className={classes.start}>
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label="Open navigation"
              aria-expanded={drawerOpened}
              aria-controls="main-navigation-drawer"
            />
            <Link to="/intro" className={classes.brand}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
              Cycling Club
            </Link>
          </div>
          <MainNav variant="bar" />
          <div className={classes.actions}>
            <OfflineBadge />
            <ColorSchemeToggle />
            <OutboxBadge />
            <UserMenu onOpenChange={setMenuOpened} />
          </div>
        </div>
      </AppShell.Header>

      <Drawer
        id="main-navigation-drawer"
        opened={drawerOpened}
        onClose={drawer.close}
        title="Cycling Club"
        size="xs"
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <MainNav variant="drawer" onNavigate={drawer.close} />
      </Drawer>
      <InstallHowTo />

      {/* The header floats over the page (offset: false) so hiding it never shifts content. */}
      <AppShell.Main id="main-content" tabIndex={-1} pt="var(--app-shell-header-height)">
        <OfflineStrip />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
