import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toPage } from '../../../contract/paging-constants';
import type { PublicUser } from '../../../contract/users';
import { tokenStore } from '../../lib/token-store';
import { renderAuth } from '../../testing/render-auth';
import type { DirectorySearch } from './api';
import { DirectoryScreen } from './directory-screen';
import { fakeApi } from '../../testing/fake-api';

const member = (id: number, username: string, fullName: string): PublicUser => ({
  id,
  username,
  fullName,
  uniqueName: username,
  profilePicture: null,
  coverPicture: null,
  roles: [{ name: 'ROLE_USER' }],
  createdAt: '2025-03-14T10:00:00.000Z',
});
const amina = member(1, 'amina_r', 'Amina Rahman');
const bashir = member(2, 'bashir_u', 'Bashir Uddin');

/** The screen as its route holds it: the search lives outside, like the URL. */
function Directory({ onSearch }: { onSearch: (next: DirectorySearch, replace: boolean) => void }) {
  const [search, setSearch] = useState<DirectorySearch>({ q: '', sort: 'newest', page: 0 });
  return (
    <>
      {/* What the browser's Back does to the address. */}
      <button type="button" onClick={() => setSearch({ q: '', sort: 'newest', page: 0 })}>
        Back
      </button>
      <DirectoryScreen
        search={search}
        onSearch={(next, { replace }) => {
          onSearch(next, replace);
          setSearch(next);
        }}
      />
    </>
  );
}

/** A signed-in member's token (only its subject is read on this side). */
const MEMBER_TOKEN = `x.${btoa(JSON.stringify({ sub: '8' }))}.x`;
beforeEach(() => tokenStore.set(MEMBER_TOKEN, false));
afterEach(() => {
  tokenStore.clear();
  vi.unstubAllGlobals();
});

describe('the member directory', () => {
  it('shows each member as a card with picture, name, username and member since', async () => {
    const requests = fakeApi({
      'GET /api/user/directory': { body: toPage([amina, bashir], 2, 0, 12) },
    });
    renderAuth(<Directory onSearch={() => {}} />);
    const link = await screen.findByRole('link', { name: 'Amina Rahman' });
    expect(link).toHaveAttribute('href', '/people/profile/1');
    // The name is the link, stretched over its card.
    const card = link.closest('.mantine-Card-root')!;
    expect(card).toHaveTextContent('@amina_r');
    expect(card).toHaveTextContent(/Member since .*2025/);
    expect(card.querySelector('img')).toHaveAttribute('src', '/default-avatar.svg');
    expect(screen.getByRole('link', { name: 'Bashir Uddin' })).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    const asked = requests[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ sort: 'newest', page: '0', size: '12' });
  });

  it('searches once typing pauses, replacing the address entry, and says when none match', async () => {
    const requests = fakeApi({
      'GET /api/user/directory': (url) => ({
        body: url.searchParams.get('q') ? toPage([], 0, 0, 12) : toPage([amina], 1, 0, 12),
      }),
    });
    const onSearch = vi.fn();
    const { user } = renderAuth(<Directory onSearch={onSearch} />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search members' }), 'zzz');
    expect(await screen.findByText('No member matches “zzz”.')).toBeInTheDocument();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ q: 'zzz', sort: 'newest', page: 0 }, true);
    const searched = requests.filter((request) => request.url.searchParams.has('q'));
    expect(searched.map((request) => request.url.searchParams.get('q'))).toEqual(['zzz']);

    // Back to the unsearched list: the box empties and nothing new is searched.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Amina Rahman' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('a card tapped before the typing settles keeps the member on that card’s page', async () => {
    fakeApi({ 'GET /api/user/directory': { body: toPage([amina], 1, 0, 12) } });
    const onSearch = vi.fn();
    const { user, router } = renderAuth(<Directory onSearch={onSearch} />);
    const card = await screen.findByRole('link', { name: 'Amina Rahman' });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ami');
    await user.click(card);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.pathname).toBe('/people/profile/1');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in instead of listing anybody, without asking the server', async () => {
    tokenStore.clear();
    const requests = fakeApi({});
    renderAuth(<Directory onSearch={() => {}} />);
    expect(await screen.findByText("Sign in to see the club's members.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
    // The server would refuse (401), and the browser would log the refusal as an error.
    expect(requests.filter(({ url }) => url.pathname === '/api/user/directory')).toEqual([]);
  });
});
