import { Box, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  afterFirstInput,
  afterFirstScreen,
  importWhenOnline,
  lazyWithPreload,
  preloadNear,
} from '../../lib/load-late';
import { checkServerReachable } from '../../lib/pwa/connectivity';
import { usePushNotices } from '../../lib/push/use-push-notices';
import { BellButton } from '../notifications/bell-button';
import { HeaderCart } from '../shop/cart/header-cart';
import classes from './app-layout.module.css';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { InstallHowToSlot } from './install-how-to-slot';
import { MainNav } from './main-nav';
import { OutboxBadge, OutboxStrip } from './outbox-badge';
import {
  NavbarAutoHideProvider,
  useNavbarAutoHideEnabled,
} from '../../components/navbar-auto-hide';
import { OfflineBadge, OfflineStrip } from './offline-badge';
import { SearchButton } from './search-button';
import { useNavbarVisibility } from './use-navbar-visibility';
import { UserMenuButton } from './user-menu-button';
import { useHeadingFocusOnNavigation } from './use-heading-focus';
import { SHELL_TEXT } from './texts';

// The first paint draws the bar with plain buttons; the menu (and its positioning library)
// and the phone's drawer load when the member reaches for them, so the first screen of a cheap
// phone never waits for them.
const UserMenu = lazyWithPreload(() => import('./user-menu'));
const NavDrawer = lazy(() => importWhenOnline(() => import('./nav-drawer')));
// Form mistakes are said aloud on every screen, from the member's first move on the page (a
// mistake follows one), or, offline before its chunk is saved, once back online: a screen
// never fails for want of it.
const FormErrorAnnouncement = lazy(() =>
  afterFirstInput()
    .then(() => importWhenOnline(() => import('../../components/form-error-announcement')))
    .then(({ FormErrorAnnouncement }) => ({ default: FormErrorAnnouncement })),
);

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

/**
 * A member's pushes shown in the open app; a component of its own, so the bar is not drawn again
 * when the session it follows is settled.
 */
function PushNotices() {
  usePushNotices();
  return null;
}

function Shell({ children }: { children: ReactNode }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  // Tapped: the menu's code replaces the plain button and opens at once.
  const [menuAsked, setMenuAsked] = useState(false);
  useEffect(() => {
    // Opened from the device by the service worker: only a call tells whether the network is
    // there, and the offline notice should say so on every screen.
    if (navigator.serviceWorker?.controller) void afterFirstScreen().then(checkServerReachable);
  }, []);
  const toggleDrawer = drawer.toggle;
  const openDrawer = useCallback(() => {
    setDrawerUsed(true);
    toggleDrawer();
  }, [toggleDrawer]);
  const askMenu = useCallback(() => setMenuAsked(true), []);
  // An open menu or drawer is anchored to the bar: it must not slide away underneath them.
  const autoHide = useNavbarAutoHideEnabled() && !menuOpened && !drawerOpened;
  const { hidden, scrolled, onFocus } = useNavbarVisibility(autoHide);
  const main = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigation(main);

  return (
    <div>
      <Box
        component="header"
        className={classes.header}
        mod={{ scrolled, hidden }}
        onFocus={onFocus}
      >
        <a href="#main-content" className={classes.skipLink} onClick={skipToContent}>
          {SHELL_TEXT.skipToContent}
        </a>
        <HeaderBar
          drawerOpened={drawerOpened}
          onBurger={openDrawer}
          menuAsked={menuAsked}
          onMenuAsk={askMenu}
          onMenuOpenChange={setMenuOpened}
        />
      </Box>

      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
      <PushNotices />
      <InstallHowToSlot />
      <Suspense fallback={null}>
        <FormErrorAnnouncement />
      </Suspense>

      {/* The header floats over the page, so hiding it never shifts content. */}
      <main ref={main} id="main-content" tabIndex={-1} className={classes.main}>
        <OfflineStrip />
        <OutboxStrip />
        {children}
      </main>
    </div>
  );
}

/**
 * The bar's contents, memoised: the bar hiding and showing as the page scrolls, or a screen
 * switching that off, changes only the header around them and does not draw them again.
 */
const HeaderBar = memo(function HeaderBar({
  drawerOpened,
  onBurger,
  menuAsked,
  onMenuAsk,
  onMenuOpenChange,
}: {
  drawerOpened: boolean;
  onBurger: () => void;
  menuAsked: boolean;
  onMenuAsk: () => void;
  onMenuOpenChange: (opened: boolean) => void;
}) {
  return (
    <div className={classes.bar}>
      <div className={classes.start}>
        <Burger
          hiddenFrom="sm"
          size="sm"
          opened={drawerOpened}
          onClick={onBurger}
          aria-label={SHELL_TEXT.openNavigation}
          aria-expanded={drawerOpened}
          aria-controls="main-navigation-drawer"
        />
        <Link to="/intro" className={classes.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className={classes.brandName}>{SHELL_TEXT.brand}</span>
        </Link>
      </div>
      <MainNav variant="bar" />
      <div className={classes.actions}>
        <OfflineBadge />
        <SearchButton />
        <BellButton className={classes.headerBell} />
        <ColorSchemeToggle />
        <OutboxBadge />
        <HeaderCart />
        {menuAsked ? (
          <Suspense fallback={<UserMenuButton aria-haspopup="menu" />}>
            <UserMenu onOpenChange={onMenuOpenChange} defaultOpened />
          </Suspense>
        ) : (
          <UserMenuButton aria-haspopup="menu" {...preloadNear(UserMenu)} onClick={onMenuAsk} />
        )}
      </div>
    </div>
  );
});
