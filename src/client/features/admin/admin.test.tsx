/**
 * The admin dashboard's sections against a stand-in server: the figures, the members list
 * with a disable that asks first and shows the server's refusal, the settings sent in minor
 * units (only what changed, every charge table the settings hold), and a reported post removed
 * after asking.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats, AuditEntry } from '../../../contract/admin';
import { CLUB_SETTINGS_DEFAULTS } from '../../../contract/settings-constants';
import type { ManagedUser } from '../../../contract/users';
import { authKeys } from '../../lib/current-user';
import { renderAuth, testQueryClient } from '../../testing/render-auth';
import { fakeApi } from '../../testing/fake-api';
import { testUser } from '../../testing/test-app';
import { AdminOverview } from './admin-overview';
import { AdminSettings } from './admin-settings';
import { AdminUsers } from './admin-users';
import { changeOf } from './audit-log';
import { ReportedPosts } from './reported-posts';

afterEach(() => vi.unstubAllGlobals());

function asAdmin() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.me, testUser(['ROLE_USER', 'ROLE_ADMIN'], 'admin1'));
  return queryClient;
}

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
  first: true,
  last: true,
});

const nadia: ManagedUser = {
  id: 31,
  username: 'nadia_rides',
  fullName: 'Nadia Islam',
  uniqueName: 'nadia_rides',
  profilePicture: null,
  coverPicture: null,
  roles: [{ name: 'ROLE_USER' }],
  createdAt: '2026-10-02T08:00:00.000Z',
  accountStatus: 'active',
  lastLogin: null,
  canManageUsers: false,
  canDeletePosts: false,
};

describe('the Dashboard section', () => {
  it("shows this month's figures from the server, sales in the club's currency", async () => {
    const stats: AdminStats = {
      month: '2026-11',
      members: 42,
      newSignups: 5,
      rides: 3,
      riders: 17,
      orders: 9,
      sales: 1_250_050,
      currency: 'BDT',
      openBugs: 2,
      weeks: [],
    };
    fakeApi({ 'GET /api/admin/stats': { body: stats } });
    renderAuth(<AdminOverview />, { queryClient: asAdmin() });
    expect(await screen.findByLabelText('Members: 42')).toBeInTheDocument();
    expect(screen.getByLabelText('Riders: 17')).toBeInTheDocument();
    expect(screen.getByLabelText('Sales: BDT 12,500.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });

  it("says so when the figures cannot be loaded, with the server's reason", async () => {
    fakeApi({
      'GET /api/admin/stats': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'You are not allowed to do that.' },
      },
    });
    renderAuth(<AdminOverview />, { queryClient: asAdmin() });
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that.');
  });
});

describe('the Users section', () => {
  it('searches members and disables one only after asking, showing a refusal', async () => {
    let refuse = true;
    const requests = fakeApi({
      'GET /api/user': (url) => ({
        body: page(url.searchParams.get('q') === 'zzz' ? [] : [nadia]),
      }),
      'GET /api/user/31': { body: { ...nadia, about: '' } },
      'PUT /api/user/31': () =>
        refuse
          ? {
              status: 403,
              body: {
                statusCode: 403,
                error: 'Forbidden',
                message: 'You may not change this account.',
              },
            }
          : { body: { ...nadia, accountStatus: 'disabled', about: '' } },
    });
    const { user } = renderAuth(<AdminUsers />, { queryClient: asAdmin() });
    expect(await screen.findByText('Nadia Islam')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search members' }), 'zzz');
    expect(await screen.findByText('No member matches “zzz”.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search members' }));

    await user.click(await screen.findByRole('button', { name: 'View nadia_rides' }));
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const ask = await screen.findByRole('dialog', { name: 'Disable nadia_rides?' });
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(within(ask).getByRole('button', { name: 'Disable' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'You may not change this account.',
    );

    refuse = false;
    await user.click(within(ask).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Disable nadia_rides?' }),
      ).not.toBeInTheDocument(),
    );
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([
      { accountStatus: 'disabled' },
      { accountStatus: 'disabled' },
    ]);
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  }, 20_000);
});

describe('the Settings section', () => {
  it('shows every charge table the settings hold and sends only what changed, in minor units', async () => {
    const settings = {
      ...CLUB_SETTINGS_DEFAULTS,
      jerseyDeliveryCharges: { pickup: 0, home: 5000, courier: 9000 },
    };
    const requests = fakeApi({
      'GET /api/settings/all': { body: settings },
      'PUT /api/settings': { body: { ...settings, serviceCharge: 2550, reminderLeadHours: 6 } },
      'GET /api/intro/welcome': { body: { text: '', picture: null } },
      'GET /api/intro/specials': { body: [] },
    });
    const { user } = renderAuth(<AdminSettings />, { queryClient: asAdmin() });
    const charge = await screen.findByRole('textbox', { name: /Service charge/ });
    expect(
      screen.getByRole('group', { name: 'Jersey delivery charges (BDT)' }),
    ).toBeInTheDocument();
    const shop = screen.getByRole('group', { name: 'Shop delivery charges (BDT)' });
    expect(
      within(shop).getByRole('textbox', { name: 'Home delivery inside the city' }),
    ).toHaveValue('70');

    await user.clear(charge);
    await user.type(charge, '25.5');
    const lead = screen.getByRole('textbox', { name: /reminder lead time/ });
    await user.clear(lead);
    await user.type(lead, '6');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      serviceCharge: 2550,
      reminderLeadHours: 6,
    });
    // The whole settings form (charges, bands, payee accounts, the time zone) renders on every
    // keystroke: about 6 s here, over 20 s on a loaded machine.
  }, 40_000);
});

describe('the reported posts', () => {
  it('removes a post only after asking, and keeps another with one click', async () => {
    const post = (id: number, content: string) => ({
      post: { id, content, author: { ...nadia, about: undefined } },
      openReports: 2,
      lastReportedAt: '2026-11-20T10:00:00.000Z',
      reasons: ['spam'],
    });
    const requests = fakeApi({
      'GET /api/post/reports': { body: page([post(5, 'Cheap watches'), post(6, 'Ride photos')]) },
      'DELETE /api/post/5': { status: 204, body: null },
      'POST /api/post/reports/6/keep': { status: 204, body: null },
    });
    const { user } = renderAuth(<ReportedPosts />, { queryClient: asAdmin() });
    expect(await screen.findByText('Cheap watches')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');

    await user.click(within(first!).getByRole('button', { name: 'Remove' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove this post?' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Remove post' }));
    await user.click(within(second!).getByRole('button', { name: 'Keep' }));

    await waitFor(() =>
      expect(
        requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url.pathname}`),
      ).toEqual(['DELETE /api/post/5', 'POST /api/post/reports/6/keep']),
    );
  });
});

describe('the audit log', () => {
  it('words each change, charges as amounts rather than minor units', () => {
    const entry = (action: AuditEntry['action'], details: Record<string, unknown>): AuditEntry => ({
      id: 1,
      actor: { id: 2, username: 'admin1' },
      action,
      subjectType: 'settings',
      subjectId: 'club',
      subjectName: null,
      details,
      at: '2026-11-22T10:00:00.000Z',
    });
    expect(
      changeOf(
        entry('settings.change', {
          from: {},
          to: { serviceCharge: 2500, deliveryCharges: { home: 7050 }, reminderLeadHours: 6 },
        }),
      ),
    ).toBe('serviceCharge: 25.00; deliveryCharges: home 70.50; reminderLeadHours: 6');
    expect(changeOf(entry('account.status', { from: 'active', to: 'disabled' }))).toBe(
      'active → disabled',
    );
    expect(changeOf(entry('account.flags', { canDeletePosts: true }))).toBe('canDeletePosts on');
    expect(changeOf(entry('role.grant', { role: 'ROLE_SELLER' }))).toBe('granted ROLE_SELLER');
  });
});
