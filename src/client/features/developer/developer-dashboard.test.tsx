import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../../../tests/helpers/screen-width';
import { renderAuth } from '../../testing/render-auth';
import { fakeApi } from '../../testing/fake-api';
import { DeveloperDashboard } from './developer-dashboard';

const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 };

beforeEach(() => {
  stubScreenWidth(true);
  fakeApi({
    'GET /api/order/lines': { body: { ...emptyPage, first: true, last: true } },
    'GET /api/user': { body: { ...emptyPage, totalElements: 3, first: true, last: true } },
    'GET /api/admin/bugStats': {
      body: {
        bySeverity: {
          LOW: { open: 1, solved: 0 },
          MEDIUM: { open: 0, solved: 2 },
          HIGH: { open: 1, solved: 0 },
        },
        open: 2,
        solved: 2,
      },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the developer dashboard', () => {
  it('has the tabs of §2 in their order, Dashboard shown first', async () => {
    renderAuth(<DeveloperDashboard />);
    const list = await screen.findByRole('tablist', { name: 'Developer dashboard' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Dashboard',
      'Orders',
      'Products',
      'Financials',
      'Reviews',
      'Notifications',
      'Analytics',
      'Settings',
      'Support',
      'Nothing',
      'Users',
      'Roles',
      'Reports',
    ]);
    expect(within(list).getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The figures are the server's: members and open bugs as it counts them.
    const members = (await screen.findByText('Members')).parentElement!;
    expect(members).toHaveTextContent('Members3');
    expect(screen.getByText('Open bugs').parentElement!).toHaveTextContent('Open bugs22 solved');
  });

  it('keeps the chosen tab in the address and highlights it', async () => {
    const { user, router } = renderAuth(<DeveloperDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'Nothing' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'nothing' }));
    expect(screen.getByRole('tab', { name: 'Nothing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    // A section may open another with more in the address: Support's disputes are the orders
    // refused.
    await user.click(screen.getByRole('tab', { name: 'Support' }));
    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ tab: 'orders', status: 'rejected' }),
    );
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });
});
