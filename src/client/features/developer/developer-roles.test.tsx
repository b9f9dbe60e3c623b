import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { ROLES, type RoleName } from '../../../contract/roles';
import { renderAuth } from '../auth/test-utils';
import { fakeApi, type Answer } from '../people/test-server';
import { DeveloperRoles } from './developer-roles';

afterEach(() => vi.unstubAllGlobals());

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
  first: true,
  last: true,
});

/** A small club kept in memory: the server's answers follow the grants and removals. */
function club() {
  const held = new Map<number, Set<RoleName>>([
    [1, new Set<RoleName>(['ROLE_USER', 'ROLE_DEV'])],
    [2, new Set<RoleName>(['ROLE_USER'])],
  ]);
  const names: Record<number, string> = { 1: 'Dev Dana', 2: 'Rider Rahim' };
  const member = (id: number) => ({
    id,
    username: `member${id}`,
    fullName: names[id],
    uniqueName: `member${id}`,
    profilePicture: null,
    coverPicture: null,
    roles: ROLES.filter((role) => held.get(id)!.has(role)).map((name) => ({ name })),
    createdAt: '2026-01-01T00:00:00.000Z',
    accountStatus: 'active',
    lastLogin: null,
    canManageUsers: false,
    canDeletePosts: false,
  });
  const answers: Record<string, Answer | (() => Answer)> = {
    'GET /api/user': () => ({ body: page([1, 2].map(member)) }),
  };
  for (const role of ROLES) {
    answers[`GET /api/role/${role}`] = () => ({
      body: page([1, 2].filter((id) => held.get(id)!.has(role)).map(member)),
    });
    for (const id of [1, 2]) {
      answers[`POST /api/role/assign/${role}/to/${id}`] = () => {
        held.get(id)!.add(role);
        return { body: member(id).roles };
      };
      answers[`POST /api/role/remove/${role}/from/${id}`] = () => {
        if (role === 'ROLE_DEV' && [...held.values()].filter((r) => r.has(role)).length === 1) {
          return {
            status: 409,
            body: { statusCode: 409, error: 'Conflict', message: SERVER_MESSAGE.lastDev },
          };
        }
        held.get(id)!.delete(role);
        return { body: member(id).roles };
      };
    }
  }
  return { requests: fakeApi(answers), held };
}

describe('the Roles tab', () => {
  it('shows the matrix of members against all roles, with Grant or Revoke in each cell', async () => {
    club();
    renderAuth(<DeveloperRoles />);
    const matrix = await screen.findByRole('table', { name: 'Roles matrix' });
    const rider = within(matrix).getByRole('row', { name: 'Rider Rahim' });
    expect(
      within(rider)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Revoke', 'Grant', 'Grant', 'Grant']);
    const dev = within(matrix).getByRole('row', { name: 'Dev Dana' });
    expect(
      within(dev)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Revoke', 'Grant', 'Grant', 'Revoke']);
  });

  it('grants a role through /api/role and shows both lists as the server has them now', async () => {
    const { requests, held } = club();
    const { user } = renderAuth(<DeveloperRoles />);
    const sellers = await screen.findByRole('region', { name: 'Seller (ROLE_SELLER)' });
    expect(await within(sellers).findByText('Nobody holds this role.')).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: 'Grant ROLE_SELLER to Rider Rahim' }),
    );

    expect(
      requests.some(
        (r) => r.method === 'POST' && r.url.pathname === '/api/role/assign/ROLE_SELLER/to/2',
      ),
    ).toBe(true);
    expect(held.get(2)!.has('ROLE_SELLER')).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Rider Rahim now holds ROLE_USER, ROLE_SELLER.',
    );
    expect(await within(sellers).findByRole('link', { name: 'Rider Rahim' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Revoke ROLE_SELLER from Rider Rahim' }),
      ).toBeInTheDocument(),
    );
  }, 15_000);

  it("shows the server's refusal to remove the last developer, and changes nothing", async () => {
    const { held } = club();
    const { user } = renderAuth(<DeveloperRoles />);
    await user.click(await screen.findByRole('button', { name: 'Remove ROLE_DEV from Dev Dana' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The server refused this change');
    expect(refusal).toHaveTextContent(SERVER_MESSAGE.lastDev);
    expect(held.get(1)!.has('ROLE_DEV')).toBe(true);
    const devs = screen.getByRole('region', { name: 'Developer (ROLE_DEV)' });
    expect(within(devs).getByRole('link', { name: 'Dev Dana' })).toBeInTheDocument();
  }, 15_000);
});
