import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnreadCounts } from '../conversations/unread-store';
import { renderApp, testUser } from '../../testing/test-app';

const SECTIONS = [
  ['Feed', '/home'],
  ['Messages', '/messges'],
  ['Members', '/people'],
  ['Rides', '/events'],
  ['Shop', '/shop'],
  ['Bike messenger', '/bikeMessenger'],
  ['Storage', '/storage'],
  ['Dashboard', '/dashboard'],
  ['Credits', '/demo'],
];

function setViewportWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 844 });
}
interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

function mainNav() {
  // The drawer holds a second copy of the links; the bar's copy is the first.
  const [bar] = screen.getAllByRole('navigation', { name: 'Main' });
  if (!bar) throw new Error('No main navigation');
  return bar;
}

describe('AppLayout', () => {
  beforeEach(() => {
    localStorage.clear();
    setViewportWidth(1024);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has the landmarks: a banner with the main navigation, and the main content', async () => {
    renderApp({ path: '/home' });
    expect(await screen.findByText('page /home')).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('page /home'));
  });

  it('lets keyboard users skip past the links to the content', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/home' });
    await screen.findByText('page /home');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('links the sections of §2 in order, with readable names', async () => {
    renderApp({ path: '/intro' });
    await screen.findByText('page /intro');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SECTIONS);
  });

  it('links the brand to /intro', async () => {
    renderApp({ path: '/home' });
    await screen.findByText('page /home');
    expect(screen.getByRole('link', { name: 'Cycling Club' })).toHaveAttribute('href', '/intro');
  });

  it('marks the current section, sub-pages included', async () => {
    renderApp({ path: '/dashboard/dashboarddev', user: testUser(['ROLE_USER', 'ROLE_DEV']) });
    await screen.findByText('page /dashboard/dashboarddev');
    const current = within(mainNav()).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Dashboard']);
  });

  describe('user menu', () => {
    it('is called More for a visitor and offers Sign in, Cart, Bugs and the sections the bar has no link for', async () => {
      const user = userEvent.setup();
      renderApp({ path: '/home' });
      await user.click(await screen.findByRole('button', { name: 'More' }));
      // The menu's chunk loads here while the header's cart chunk (Dexie) is loading too.
      const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
        ['Sign in', '/auth/signin'],
        ['Cart', '/products/cart'],
        ['Bugs', '/bugs'],
        ['Chat room', '/chat'],
        ['Club merchandise', '/merchandise'],
        ['SDC Bikewala', '/sdcbikewala'],
        ['File share', '/tempfile'],
        ['English', null],
        ['বাংলা', null],
      ]);
    });

    it('switches the whole page to Bangla from the menu, and keeps the choice on this device', async () => {
      const user = userEvent.setup();
      renderApp({ path: '/home' });
      await user.click(await screen.findByRole('button', { name: 'More' }));
      await user.click(await screen.findByRole('menuitem', { name: 'বাংলা' }, { timeout: 5000 }));
      // The bar is drawn again in Bangla: the menu's button, the sections' links.
      expect(await screen.findByRole('button', { name: 'আরও' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'রাইড' }).length).toBeGreaterThan(0);
      expect(document.documentElement.lang).toBe('bn');
      expect(localStorage.getItem('language')).toBe('bn');
      // And back: English needs no catalog.
      await user.click(screen.getByRole('button', { name: 'আরও' }));
      await user.click(await screen.findByRole('menuitem', { name: 'English' }));
      expect(await screen.findByRole('button', { name: 'More' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
    });

    it('is named after a signed-in member and offers their profile, orders and Sign out, but no Developer link', async () => {
      const user = userEvent.setup();
      renderApp({ path: '/home', user: testUser(['ROLE_USER', 'ROLE_ADMIN']) });
      await user.click(await screen.findByRole('button', { name: 'rider_rahim' }));
      const menu = await screen.findByRole('menu');
      const names = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      expect(names).toEqual([
        'My profile',
        'My orders',
        'Cart',
        'Bugs',
        'Chat room',
        'Club merchandise',
        'SDC Bikewala',
        'File share',
        'Notification settings',
        'English',
        'বাংলা',
        'Sign out',
      ]);
      // A switch a screen reader hears as on or off; happy-dom has no PushManager, so it is
      // off and says why.
      const notifications = within(menu).getByRole('menuitemcheckbox', { name: /^Notifications/ });
      expect(notifications).toHaveAttribute('aria-checked', 'false');
      expect(notifications).toHaveTextContent(
        'NotificationsThis browser cannot receive notifications.',
      );
    });

    it('shows developers a Developer link to their dashboard (the ROLE_DEV check of §2)', async () => {
      const user = userEvent.setup();
      renderApp({ path: '/home', user: testUser(['ROLE_USER', 'ROLE_DEV']) });
      await user.click(await screen.findByRole('button', { name: 'rider_rahim' }));
      const developer = await screen.findByRole('menuitem', { name: 'Developer' });
      expect(developer).toHaveAttribute('href', '/dashboard/dashboarddev');
    });

    it('signs out on the server and on this device, then goes to the sign-in page', async () => {
      const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
      vi.stubGlobal('fetch', fetchMock);
      document.cookie = 'XSRF-TOKEN=abc';
      const user = userEvent.setup();
      const { router } = renderApp({ path: '/home', user: testUser() });
      await user.click(await screen.findByRole('button', { name: 'rider_rahim' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/auth/signout',
        expect.objectContaining({ method: 'POST' }),
      );
      expect(await screen.findByRole('button', { name: 'More' })).toBeInTheDocument();
    });
  });

  it('toggles and remembers the colour scheme', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/home' });
    const toggle = await screen.findByRole('button', { name: 'Toggle color scheme' });
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('light');
  });

  it('opens the links in a drawer from the burger, and closes it on navigation', async () => {
    // The burger only shows below the sm breakpoint.
    setViewportWidth(390);
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/home' });
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Rides' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows what this device keeps (cart lines, writes waiting) without opening its database', async () => {
    localStorage.setItem('club-cart-lines:guest', '2');
    localStorage.setItem('club-outbox-waiting', JSON.stringify({ visitor: 3 }));
    renderApp({ path: '/home' });
    expect(await screen.findByRole('link', { name: 'Cart, 2 lines' })).toHaveAttribute(
      'href',
      '/products/cart',
    );
    const waiting = screen.getByRole('status', { name: '3 items waiting to send' });
    expect(waiting).toHaveTextContent('3 items waiting to send');
    expect(screen.getByRole('banner')).toContainElement(waiting);
  });
  it('counts the writes that wait for the member apart from those that send by themselves', async () => {
    // Three queued, one of them refused: "parked" is counted beside the total.
    localStorage.setItem(
      'club-outbox-waiting',
      JSON.stringify({ visitor: 3, 'visitor:parked': 1 }),
    );
    renderApp({ path: '/home' });
    const waiting = await screen.findByRole('status', {
      name: '2 items waiting to send, 1 item needs you',
    });
    expect(waiting).toHaveTextContent('2 items waiting to send, 1 item needs you');
    expect(screen.getByRole('banner')).toContainElement(waiting);
  });
  it('says what waits to send under the bar on a phone, where the username keeps its room', async () => {
    setViewportWidth(390);
    localStorage.setItem('club-outbox-waiting', JSON.stringify({ visitor: 1 }));
    renderApp({ path: '/home' });
    const waiting = await screen.findByRole('status', { name: '1 item waiting to send' });
    expect(waiting).toHaveTextContent('1 item waiting to send');
    expect(screen.getByRole('main')).toContainElement(waiting);
    expect(screen.getByRole('banner')).not.toContainElement(waiting);
  });
  it("shows a member's unread messages beside Messages, and nothing when none wait", async () => {
    const member = testUser();
    renderApp({ path: '/home', user: member });
    await screen.findByText('page /home');
    expect(within(mainNav()).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    // What the message watch hears from the server: 2 and 1 unread in two conversations.
    setUnreadCounts(member.id, [
      [5, 2],
      [9, 1],
    ]);
    expect(
      await within(mainNav()).findByRole('link', { name: /^Messages ?, 3 unread$/ }),
    ).toBeInTheDocument();
    setUnreadCounts(member.id, []);
    expect(await within(mainNav()).findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});
