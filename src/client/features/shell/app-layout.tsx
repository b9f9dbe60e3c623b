import { Box, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { importWhenOnline, lazyAfterIdle } from '../../lib/load-late';
import classes from './app-layout.module.css';
import { CartBadge } from './cart-badge';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { InstallHowToSlot } from './install-how-to-slot';
import { MainNav } from './main-nav';
import { OutboxBadge } from './outbox-badge';
import { NavbarAutoHideProvider, useNavbarAutoHideEnabled } from './navbar-auto-hide';
import { OfflineBadge, OfflineStrip } from './offline-badge';
import { useNavbarVisibility } from './use-navbar-visibility';
import { UserMenuButton } from './user-menu-button';

// The first paint draws the bar with plain buttons; the menu (and its positioning library)
// and the phone's drawer follow after it, so the first screen of a cheap phone comes sooner.
const UserMenu = lazyAfterIdle(() => import('./user-menu'));
const NavDrawer = lazy(() => importWhenOnline(() => import('./nav-drawer')));

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
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuAsked, setMenuAsked] = useState(false);
  // An open menu or drawer is anchored to the bar: it must not slide away underneath them.
  const autoHide = useNavbarAutoHideEnabled() && !menuOpened && !drawerOpened;
  const { hidden, scrolled, onFocus } = useNavbarVisibility(autoHide);

  return (
    <div className={classes.shell}>
      <Box
        component="header"
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
              onClick={() => {
                setDrawerUsed(true);
                drawer.toggle();
              }}
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
            <CartBadge />
            <Suspense
              fallback={
                <UserMenuButton
                  aria-haspopup="menu"
                  onPointerEnter={() => void UserMenu.preload()}
                  onClick={() => {
                    setMenuAsked(true);
                    setMenuOpened(true);
                    void UserMenu.preload();
                  }}
                />
              }
            >
              <UserMenu onOpenChange={setMenuOpened} defaultOpened={menuAsked} />
            </Suspense>
          </div>
        </div>
      </Box>

      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
      <InstallHowToSlot />

      {/* The header floats over the page, so hiding it never shifts content. */}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <OfflineStrip />
        {children}
      </main>
    </div>
  );
}
