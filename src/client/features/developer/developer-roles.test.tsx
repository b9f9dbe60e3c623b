import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { ROLES, type RoleName } from '../../../contract/roles';
import { authKeys } from '../../lib/current-user';
import { renderAuth, testQueryClient } from '../../testing/render-auth';
import { fakeApi, type Answer } from '../../testing/fake-api';
import { ROLE_TEXT } from '../../components/roles/texts';
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

/** The Roles tab as a developer sees it (the server lets only developers touch ROLE_DEV). */
function renderRolesTab() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.me, {
    id: 1,
    username: 'member1',
    fullName: 'Dev Dana',
    roles: [{ name: 'ROLE_USER' }, { name: 'ROLE_DEV' }],
  });
  return renderAuth(<DeveloperRoles />, { queryClient });
}

const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);
const posted = <T extends { method: string }>(requests: T[]) =>
  requests.filter((request) => request.method === 'POST');

describe('the Roles tab', () => {
  it('offers Grant and Revoke in each cell, except what the server always refuses', async () => {
    club();
    renderRolesTab();
    const matrix = await screen.findByRole('table', { name: 'Roles matrix' });
    const rider = within(matrix).getByRole('row', { name: 'Rider Rahim' });
    // Every member keeps ROLE_USER; Dana is the only developer.
    expect(buttonsOf(rider)).toEqual(['Grant', 'Grant', 'Grant']);
    expect(within(rider).getByTitle(SERVER_MESSAGE.keepUserRole)).toHaveTextContent('Always');
    const dev = within(matrix).getByRole('row', { name: 'Dev Dana' });
    expect(buttonsOf(dev)).toEqual(['Grant', 'Grant']);
    expect(within(dev).getByTitle(SERVER_MESSAGE.lastDev)).toHaveTextContent('Last one');
    expect(screen.getByText(ROLE_TEXT.note)).toBeInTheDocument();

    // Nor does a list of holders offer Remove for them.
    const members = await screen.findByRole('region', { name: 'Member (ROLE_USER)' });
    expect(await within(members).findByRole('link', { name: 'Rider Rahim' })).toBeInTheDocument();
    expect(within(members).queryAllByRole('button')).toEqual([]);
    const devs = screen.getByRole('region', { name: 'Developer (ROLE_DEV)' });
    expect(within(devs).queryAllByRole('button')).toEqual([]);
  });

  it('grants a role through /api/role and shows both lists as the server has them now', async () => {
    const { requests, held } = club();
    const { user } = renderRolesTab();
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

  it('asks before granting a role with power over members (admin); a seller grant goes at once', async () => {
    const { requests, held } = club();
    const { user } = renderRolesTab();
    await user.click(
      await screen.findByRole('button', { name: 'Grant ROLE_ADMIN to Rider Rahim' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant ROLE_ADMIN to Rider Rahim?' });
    expect(posted(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Rider Rahim now holds ROLE_USER, ROLE_ADMIN.',
    );
    expect(posted(requests).map((r) => r.url.pathname)).toEqual([
      '/api/role/assign/ROLE_ADMIN/to/2',
    ]);
    expect(held.get(2)!.has('ROLE_ADMIN')).toBe(true);
  }, 15_000);

  it('asks before a revoke: Cancel sends nothing, Revoke sends it', async () => {
    const { requests, held } = club();
    held.get(2)!.add('ROLE_DEV');
    const { user } = renderRolesTab();
    // With two developers, either may lose ROLE_DEV.
    await user.click(await screen.findByRole('button', { name: 'Remove ROLE_DEV from Dev Dana' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke ROLE_DEV from Dev Dana?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(requests)).toEqual([]);
    expect(held.get(1)!.has('ROLE_DEV')).toBe(true);

    await user.click(
      await screen.findByRole('button', { name: 'Revoke ROLE_DEV from Rider Rahim' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Revoke ROLE_DEV from Rider Rahim?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rider Rahim now holds ROLE_USER.');
    expect(posted(requests).map((r) => r.url.pathname)).toEqual([
      '/api/role/remove/ROLE_DEV/from/2',
    ]);
    expect(held.get(2)!.has('ROLE_DEV')).toBe(false);
    // Dana is the last developer again: no Revoke for her.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Revoke ROLE_DEV from Dev Dana' }),
      ).not.toBeInTheDocument(),
    );
  }, 15_000);

  it("shows the server's refusal in its own words when it refuses a change anyway", async () => {
    const { held } = club();
    held.get(2)!.add('ROLE_DEV');
    const { user } = renderRolesTab();
    await screen.findByRole('button', { name: 'Remove ROLE_DEV from Dev Dana' });
    // Another developer removed Rider's ROLE_DEV meanwhile: Dana is now the last one.
    held.get(2)!.delete('ROLE_DEV');
    await user.click(screen.getByRole('button', { name: 'Remove ROLE_DEV from Dev Dana' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The server refused this change');
    expect(refusal).toHaveTextContent(SERVER_MESSAGE.lastDev);
    expect(held.get(1)!.has('ROLE_DEV')).toBe(true);
  }, 15_000);
});
