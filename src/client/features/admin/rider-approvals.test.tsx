/**
 * The riders section of the admin dashboard against a stand-in server: a waiting member is
 * approved with one click; an approved rider is stopped only after asking; a member who only
 * manages users sees no riders at all.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RiderEntry } from '../../../contract/parcel-riders';
import { authKeys } from '../../lib/current-user';
import { renderAuth, testQueryClient } from '../../testing/render-auth';
import { fakeApi } from '../../testing/fake-api';
import { testUser } from '../../testing/test-app';
import { RiderApprovals } from './rider-approvals';

afterEach(() => vi.unstubAllGlobals());

function signedInAs(user: ReturnType<typeof testUser>) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.me, user);
  return queryClient;
}

const page = (content: RiderEntry[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 100,
  first: true,
  last: true,
});

const karim = { id: 41, username: 'karim_rides', fullName: 'Karim Ahmed', profilePicture: null };
const waiting: RiderEntry = {
  member: karim,
  since: '2026-11-20T08:00:00.000Z',
  active: true,
  approvedAt: null,
  approvedBy: null,
  giveBacksToday: 0,
};

describe('the riders section', () => {
  it('approves a waiting member with one click, and the list follows', async () => {
    let approved = false;
    const requests = fakeApi({
      'GET /api/parcel/riders': (url) => ({
        body: page(url.searchParams.get('status') === 'pending' && !approved ? [waiting] : []),
      }),
      'PUT /api/parcel/riders/41/approval': () => {
        approved = true;
        return { status: 204, body: null };
      },
    });
    const { user } = renderAuth(<RiderApprovals />, {
      queryClient: signedInAs(testUser(['ROLE_USER', 'ROLE_ADMIN'], 'admin1')),
    });
    const section = await screen.findByRole('region', { name: 'Bike messenger riders' });
    expect(await within(section).findByText('Karim Ahmed')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Approve karim_rides' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        approved: true,
      }),
    );
    expect(await within(section).findByText('No member is waiting to ride.')).toBeInTheDocument();
  });

  it('stops an approved rider only after asking', async () => {
    const requests = fakeApi({
      'GET /api/parcel/riders': (url) => ({
        body: page(
          url.searchParams.get('status') === 'approved'
            ? [
                {
                  ...waiting,
                  approvedAt: '2026-11-21T09:00:00.000Z',
                  approvedBy: { ...karim, id: 2, username: 'admin1', fullName: 'Demo Admin' },
                  giveBacksToday: 2,
                },
              ]
            : [],
        ),
      }),
      'PUT /api/parcel/riders/41/approval': { status: 204, body: null },
    });
    const { user } = renderAuth(<RiderApprovals />, {
      queryClient: signedInAs(testUser(['ROLE_USER', 'ROLE_DEV'], 'developer1')),
    });
    await user.click(await screen.findByRole('radio', { name: 'Approved' }));
    expect(await screen.findByText(/approved .* by Demo Admin/)).toBeInTheDocument();
    expect(screen.getByText('2 given back today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop karim_rides riding' }));
    const ask = await screen.findByRole('dialog', { name: 'Stop karim_rides riding?' });
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Stop riding' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        approved: false,
      }),
    );
  });

  it('is not there for a member who only manages users', () => {
    const requests = fakeApi({});
    renderAuth(<RiderApprovals />, {
      queryClient: signedInAs({ ...testUser(['ROLE_USER']), canManageUsers: true }),
    });
    expect(screen.queryByRole('region', { name: 'Bike messenger riders' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('says why the riders could not be loaded, and loads them again on Try again', async () => {
    let down = true;
    fakeApi({
      'GET /api/parcel/riders': () =>
        down
          ? {
              status: 503,
              body: { statusCode: 503, error: 'Unavailable', message: 'The club is updating.' },
            }
          : { body: page([waiting]) },
    });
    const { user } = renderAuth(<RiderApprovals />, {
      queryClient: signedInAs(testUser(['ROLE_USER', 'ROLE_ADMIN'], 'admin1')),
    });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The riders could not be loaded');
    expect(failed).toHaveTextContent('The club is updating.');
    down = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Karim Ahmed')).toBeInTheDocument();
  });
});
