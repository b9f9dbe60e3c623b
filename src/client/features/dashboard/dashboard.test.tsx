import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { createElement, type ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type RoleName } from '../../../contract/roles';
import { AdminDashboard } from '../admin/admin-dashboard';
import { DeveloperDashboard } from '../developer/developer-dashboard';
import { MemberDashboard } from '../member-dashboard/member-dashboard';
import { SellerDashboard } from '../seller/seller-dashboard';
import { renderApp, testUser } from '../../testing/test-app';
import { DashboardLayout } from './dashboard-layout';
import { RoleDashboard } from './role-dashboard';

const CONTENT: Record<RoleName, ComponentType> = {
  ROLE_USER: MemberDashboard,
  ROLE_SELLER: SellerDashboard,
  ROLE_ADMIN: AdminDashboard,
  ROLE_DEV: DeveloperDashboard,
};

/** The same tree as routes/dashboard/*, built by hand for the test router. */
function dashboardRoutes(root: AnyRoute): AnyRoute[] {
  const layout = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    component: DashboardLayout,
  });
  const index = createRoute({
    getParentRoute: () => layout,
    path: '/',
    beforeLoad: () => {
      throw redirect({ href: '/dashboard/ROLE_USER', replace: true });
    },
  });
  const byRole = (role: RoleName, path: string = role) =>
    createRoute({
      getParentRoute: () => layout,
      path,
      component: () => <RoleDashboard role={role}>{createElement(CONTENT[role])}</RoleDashboard>,
    });
  const roles = ROLES.map((role) => byRole(role));
  return [layout.addChildren([index, byRole('ROLE_DEV', 'dashboarddev'), ...roles])];
}

function open(path: string, roles?: RoleName[]) {
  return renderApp({
    path,
    user: roles ? testUser(roles) : null,
    routes: dashboardRoutes,
  });
}

// The dashboards' sections read the server; here there is none, as when offline.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it('shows a visitor only a way to sign in, coming back to the dashboard', async () => {
    open('/dashboard/ROLE_ADMIN');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/auth/signin?redirect=%2Fdashboard%2FROLE_ADMIN');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText(/Admin dashboard/)).not.toBeInTheDocument();
  });

  it('sends the empty path to the member dashboard', async () => {
    const { router } = open('/dashboard', ['ROLE_USER']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/ROLE_USER'));
    expect(await screen.findByRole('heading', { name: 'Member dashboard' })).toBeInTheDocument();
  });

  it('has one tab per role held, in a fixed order, each a link to its dashboard', async () => {
    open('/dashboard/ROLE_USER', ['ROLE_DEV', 'ROLE_USER', 'ROLE_SELLER']);
    const tabs = within(await screen.findByRole('tablist', { name: 'Dashboards' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Member', '/dashboard/ROLE_USER'],
      ['Seller', '/dashboard/ROLE_SELLER'],
      ['Developer', '/dashboard/ROLE_DEV'],
    ]);
    expect(screen.getByRole('tab', { name: 'Member' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches dashboards through the tab links', async () => {
    const user = userEvent.setup();
    const { router } = open('/dashboard/ROLE_USER', ['ROLE_USER', 'ROLE_SELLER']);
    await user.click(await screen.findByRole('tab', { name: 'Seller' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/ROLE_SELLER'));
    expect(await screen.findByRole('heading', { name: 'Seller dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Seller' })).toHaveAttribute('aria-selected', 'true');
    // The shown dashboard sits in the panel its tab controls (the first: the seller dashboard
    // has panels of its own inside).
    const panel = screen.getAllByRole('tabpanel')[0];
    expect(panel).toHaveAttribute(
      'id',
      screen.getByRole('tab', { name: 'Seller' }).getAttribute('aria-controls'),
    );
  });

  it('tells a member who lacks the role that the dashboard is not theirs', async () => {
    open('/dashboard/ROLE_ADMIN', ['ROLE_USER']);
    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to see this dashboard.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Member' })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows the developer dashboard at /dashboard/dashboarddev to developers only', async () => {
    open('/dashboard/dashboarddev', ['ROLE_USER', 'ROLE_DEV']);
    expect(await screen.findByRole('heading', { name: 'Developer dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Developer' })).toHaveAttribute('aria-selected', 'true');
  });

  it('gives developers the Home settings in their Settings tab', async () => {
    open('/dashboard/ROLE_DEV?tab=settings', ['ROLE_USER', 'ROLE_DEV']);
    expect(await screen.findByRole('heading', { name: 'Home settings' })).toBeInTheDocument();
  });

  it('gives admins the admin sections, with the Home settings inside Settings', async () => {
    open('/dashboard/ROLE_ADMIN?tab=settings', ['ROLE_USER', 'ROLE_ADMIN']);
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    const sections = screen.getByRole('tablist', { name: 'Admin dashboard' });
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Dashboard', 'Users', 'Orders', 'Settings', 'Reports']);
    expect(within(sections).getByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Home settings' })).toBeInTheDocument();
  });

  it('gives a member trusted with managing users the admin dashboard with Users only', async () => {
    renderApp({
      path: '/dashboard/ROLE_ADMIN?tab=settings',
      user: { ...testUser(['ROLE_USER']), canManageUsers: true },
      routes: dashboardRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
    const sections = screen.getByRole('tablist', { name: 'Admin dashboard' });
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Users']);
    expect(await screen.findByRole('textbox', { name: 'Search members' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home settings' })).not.toBeInTheDocument();
  });

  it('refuses the developer dashboard to a member without ROLE_DEV', async () => {
    open('/dashboard/dashboarddev', ['ROLE_USER', 'ROLE_ADMIN']);
    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to see this dashboard.' }),
    ).toBeInTheDocument();
  });
});
