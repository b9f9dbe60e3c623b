/**
 * The member dashboard as a member sees it: the §2 sidebar, the period selector opening on
 * 'This week' and switching the figures, the table, the empty state with its way to the rides,
 * and Export handing over the table as CSV.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityPeriod, MemberActivity } from '../../../contract/member-activity';
import { RoleDashboard } from '../dashboard/role-dashboard';
import { MemberDashboard } from './member-dashboard';
import { renderApp, testUser } from '../../testing/test-app';
import type { Window as HappyWindow } from 'happy-dom';

function activityOf(period: ActivityPeriod, rides: number): MemberActivity {
  return {
    period,
    from: '2026-11-16T00:00:00.000Z',
    to: '2026-11-22T12:00:00.000Z',
    bucket: 'day',
    totals: {
      ridesRidden: rides,
      distanceKm: rides * 40,
      orders: 1,
      spent: 125_000,
      saved: 2_500,
      currency: 'BDT',
      posts: 1,
      likesReceived: 2,
      commentsReceived: 1,
    },
    series: [{ date: '2026-11-22', rides, distanceKm: rides * 40, orders: 1, posts: 1 }],
    items: [
      {
        at: '2026-11-22T08:00:00.000Z',
        kind: 'post',
        id: 5,
        what: 'Windy at Mawa',
        distanceKm: null,
        amount: null,
      },
      ...Array.from({ length: rides }, (_, index) => ({
        at: '2026-11-21T06:00:00.000Z',
        kind: 'ride' as const,
        id: 10 + index,
        what: `Ride ${index + 1}`,
        distanceKm: 40,
        amount: null,
      })),
    ],
  };
}

// A year's 45 rows fill more than two pages of the table.
const RIDES: Record<ActivityPeriod, number> = { week: 1, month: 3, quarter: 5, year: 44 };

function stubServer(empty = false) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/user/me/purchases') {
      return json({
        content: [
          {
            productId: 3,
            name: 'Shimano 105 chain',
            units: 2,
            orders: 2,
            lastOrderedAt: '2026-11-20T10:00:00.000Z',
            lastOrderId: 41,
            lastStatus: 'shipped',
          },
        ],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 20,
        first: true,
        last: true,
      });
    }
    if (url.pathname === '/api/user/me/customers') {
      return json({
        content: [],
        totalElements: 0,
        totalPages: 0,
        number: 0,
        size: 20,
        first: true,
        last: true,
      });
    }
    if (url.pathname === '/api/event/calendar/feed') {
      return json({ url: 'http://localhost/api/event/calendar/abc123.ics' });
    }
    if (url.pathname === '/api/user/me/activity') {
      const period = (url.searchParams.get('period') ?? 'week') as ActivityPeriod;
      const body = empty
        ? {
            ...activityOf(period, 0),
            items: [],
            totals: { ...activityOf(period, 0).totals, orders: 0, posts: 0, currency: null },
          }
        : activityOf(period, RIDES[period]);
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const routes = (root: AnyRoute) => {
  const member = createRoute({
    getParentRoute: () => root,
    path: '/dashboard/ROLE_USER',
    component: () => (
      <RoleDashboard role="ROLE_USER">
        <MemberDashboard />
      </RoleDashboard>
    ),
  });
  return [member];
};

const open = (path = '/dashboard/ROLE_USER') =>
  renderApp({ path, user: testUser(['ROLE_USER']), routes });

const startUrl = window.location.href;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A download's link may have taken the page elsewhere; the next test starts where all do.
  (window as unknown as HappyWindow).happyDOM.setURL(startUrl);
});

describe('MemberDashboard', () => {
  it('has the §2 sidebar with the saved reports', async () => {
    stubServer();
    open();
    const sidebar = await screen.findByRole('tablist', { name: 'Member dashboard' });
    expect(
      within(sidebar)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Dashboard',
      'Orders',
      'Products',
      'Customers',
      'Reports',
      'Integrations',
      'Current month',
      'Last quarter',
      'Social engagement',
      'Year-end sale',
    ]);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it("opens on 'This week' and switches the figures and the table with the period", async () => {
    const fetchMock = stubServer();
    open();
    expect(
      await screen.findByLabelText('Rides ridden: 1', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('This week');
    const table = screen.getByRole('table', { name: 'Your activity' });
    expect(within(table).getByText('Windy at Mawa')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This month');
    expect(await screen.findByLabelText('Rides ridden: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Distance ridden: 120 km')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Your activity' })).getAllByRole('row'),
    ).toHaveLength(5);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/user/me/activity?period=month',
    );
  });

  it('shows a long table a page at a time, and another period from its first page', async () => {
    stubServer();
    open();
    await screen.findByLabelText('Rides ridden: 1', {}, { timeout: 5000 });
    const user = userEvent.setup();
    const period = screen.getByRole('combobox', { name: 'Period' });
    const rows = () =>
      within(screen.getByRole('table', { name: 'Your activity' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent);

    await user.selectOptions(period, 'This year');
    expect(await screen.findByText('Rows 1–20 of 45')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    expect(rows()[0]).toBe('Windy at Mawa');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Rows 41–45 of 45')).toBeInTheDocument();
    expect(rows()).toEqual(['Ride 40', 'Ride 41', 'Ride 42', 'Ride 43', 'Ride 44']);

    // A month's five rows need no pages; back on the year, the table starts again at its top.
    await user.selectOptions(period, 'This month');
    expect(await screen.findByLabelText('Rides ridden: 3')).toBeInTheDocument();
    expect(screen.queryByText(/^Rows /)).not.toBeInTheDocument();
    expect(rows()).toHaveLength(4);
    await user.selectOptions(period, 'This year');
    expect(await screen.findByText('Rows 1–20 of 45')).toBeInTheDocument();
  });

  it('opens a saved report on its own period', async () => {
    stubServer();
    open('/dashboard/ROLE_USER?tab=last-quarter');
    expect(
      await screen.findByLabelText('Rides ridden: 5', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Last quarter');
  });

  it('points a member without rides to the upcoming rides', async () => {
    stubServer(true);
    open();
    expect(await screen.findByText(/No rides yet/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'upcoming rides' })).toHaveAttribute('href', '/events');
  });

  // Last: the stand-in for the blob store is the page's own URL, which the shell needs too.
  it('exports the table as a CSV file', async () => {
    stubServer();
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:activity';
    });
    open();
    await screen.findByLabelText('Rides ridden: 1', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(made).toHaveLength(1));
    expect((await made[0]!.text()).split('\r\n')).toEqual([
      '"Date","Kind","What","Distance (km)","Amount (BDT)"',
      '"2026-11-22","Post","Windy at Mawa","",""',
      '"2026-11-21","Ride","Ride 1","40",""',
      '',
    ]);
  });

  it("shows the member's own purchases, customers and calendar feed, not placeholders", async () => {
    stubServer();
    open('/dashboard/ROLE_USER?tab=products');
    const bought = await screen.findByRole('list', { name: 'Products you bought' });
    expect(within(bought).getByRole('link', { name: 'Shimano 105 chain' })).toHaveAttribute(
      'href',
      '/products/productDetails/3',
    );
    expect(within(bought).getByText('Shipped')).toBeInTheDocument();
    expect(
      within(bought).getByText(/2 units in 2 orders; last ordered 20 Nov 2026/),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Customers' }));
    expect(await screen.findByText(/Nobody yet\. Send a parcel/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Integrations' }));
    expect(
      await screen.findByDisplayValue('http://localhost/api/event/calendar/abc123.ics'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: /Notifications on this device/ }),
    ).toBeInTheDocument();
  });
});
