import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventListItem } from '../../../contract/events';
import { toPage } from '../../../contract/paging-constants';
import type { PublicUser, SelfUser } from '../../../contract/users';
import { PROFILE_LIMITS } from '../../../contract/users-constants';
import { authKeys } from '../../lib/current-user';
import { renderAuth, testQueryClient } from '../../testing/render-auth';
import { ProfileScreen } from './profile-screen';
import { fakeApi } from '../../testing/fake-api';
import { testRide } from '../../testing/test-ride';

const publicAmina: PublicUser = {
  id: 7,
  username: 'amina_r',
  fullName: 'Amina Rahman',
  uniqueName: 'amina_r',
  profilePicture: null,
  coverPicture: null,
  roles: [{ name: 'ROLE_USER' }, { name: 'ROLE_SELLER' }],
  createdAt: '2025-03-14T10:00:00.000Z',
};
const selfAmina: SelfUser = {
  ...publicAmina,
  accountStatus: 'active',
  lastLogin: null,
  canManageUsers: false,
  canDeletePosts: false,
  email: 'amina@riders.example',
  contact: '01712345678',
  address: '12 Lake Road, Dhanmondi, Dhaka',
  dob: '1995-04-12',
  gender: 'FEMALE',
  role: 'ROLE_SELLER',
  paymentMethod: null,
  language: null,
};
const about = 'Weekend rider, Dhaka to Mawa and back.';

const saturdayRide: EventListItem = testRide({
  id: 42,
  name: 'Saturday ride to Savar',
  startsAt: '2026-12-05T10:30:00.000Z',
  from: { name: 'Dhanmondi Lake', lat: null, lng: null },
  to: { name: 'Savar memorial', lat: null, lng: null },
  distanceKm: 42.5,
  pace: 'moderate',
  organiser: publicAmina,
  capacity: null,
  goingCount: 3,
});
const noRides = { body: toPage([], 0, 0, 5) };

function signedInAs(user: SelfUser | null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.me, user);
  return queryClient;
}

afterEach(() => vi.unstubAllGlobals());

describe('a profile page', () => {
  it("shows another member's page with Message and without contact details", async () => {
    fakeApi({
      'GET /api/user/7': { body: { ...publicAmina, about } },
      'GET /api/post/author/7': { body: toPage([], 0, 0, 11) },
      'GET /api/event/rider/7': noRides,
    });
    renderAuth(<ProfileScreen id={7} />, {
      queryClient: signedInAs({ ...selfAmina, id: 8, username: 'bashir_u' }),
    });
    expect(await screen.findByRole('heading', { name: 'Amina Rahman' })).toBeInTheDocument();
    expect(screen.getByText('@amina_r')).toBeInTheDocument();
    expect(screen.getByText(about)).toBeInTheDocument();
    expect(screen.getByText(/Member since .*2025/)).toBeInTheDocument();
    expect(screen.getByText('Seller')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact details' })).not.toBeInTheDocument();
    expect(await screen.findByText('No posts to show.')).toBeInTheDocument();
  });

  it('offers a visitor no Message button and no rides, which are for members', async () => {
    const requests = fakeApi({
      'GET /api/user/7': { body: { ...publicAmina, about: '' } },
      'GET /api/post/author/7': { body: toPage([], 0, 0, 11) },
    });
    renderAuth(<ProfileScreen id={7} />, { queryClient: signedInAs(null) });
    expect(await screen.findByText('No about text yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
    expect(await screen.findByText('No posts to show.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rides' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).not.toContain('/api/event/rider/7');
  });

  it('shows a member the rides another member joined, each opening its ride page', async () => {
    const requests = fakeApi({
      'GET /api/user/7': { body: { ...publicAmina, about } },
      'GET /api/post/author/7': { body: toPage([], 0, 0, 11) },
      'GET /api/event/rider/7': (url) => ({
        body: toPage(url.searchParams.get('page') === '1' ? [] : [saturdayRide], 1, 0, 5),
      }),
    });
    renderAuth(<ProfileScreen id={7} />, {
      queryClient: signedInAs({ ...selfAmina, id: 8, username: 'bashir_u' }),
    });
    const rides = await screen.findByRole('region', { name: 'Rides' });
    const link = await within(rides).findByRole('link', { name: 'Saturday ride to Savar' });
    expect(link).toHaveAttribute('href', '/events/42');
    // The ride's name is the link, stretched over its card.
    expect(link.closest('.mantine-Card-root')).toHaveTextContent('Dhanmondi Lake → Savar memorial');
    // The card gives the time; its day is the heading above it.
    expect(within(rides).getByRole('heading', { name: /^Sat 5 Dec/ })).toBeVisible();
    expect(within(rides).queryByText('No rides joined yet')).not.toBeInTheDocument();
    expect(within(rides).queryByRole('button', { name: 'More rides' })).not.toBeInTheDocument();
    const asked = requests.find((request) => request.url.pathname === '/api/event/rider/7');
    expect(asked?.url.searchParams.get('size')).toBe('5');
  });

  it('lists the rides the member rode under their own heading, with what they add up to', async () => {
    const pastRide = { ...saturdayRide, id: 41, startsAt: '2025-11-01T10:30:00.000Z' };
    fakeApi({
      'GET /api/user/7': { body: { ...publicAmina, about } },
      'GET /api/post/author/7': { body: toPage([], 0, 0, 11) },
      'GET /api/event/rider/7': {
        body: { ...toPage([pastRide], 1, 0, 5), ridden: { rides: 12, distanceKm: 480.25 } },
      },
    });
    renderAuth(<ProfileScreen id={7} />, {
      queryClient: signedInAs({ ...selfAmina, id: 8, username: 'bashir_u' }),
    });
    const ridden = await screen.findByRole('region', { name: 'Rides ridden' });
    expect(
      within(ridden).getByText('12 rides, 480.3 km, as the roll-calls marked them'),
    ).toBeVisible();
    expect(within(ridden).getByRole('link', { name: 'Saturday ride to Savar' })).toHaveAttribute(
      'href',
      '/events/41',
    );
  });

  it('says so when the member joined no ride yet', async () => {
    fakeApi({
      'GET /api/user/7': { body: { ...publicAmina, about } },
      'GET /api/post/author/7': { body: toPage([], 0, 0, 11) },
      'GET /api/event/rider/7': noRides,
    });
    renderAuth(<ProfileScreen id={7} />, {
      queryClient: signedInAs({ ...selfAmina, id: 8, username: 'bashir_u' }),
    });
    const rides = await screen.findByRole('region', { name: 'Rides' });
    expect(await within(rides).findByText('No rides joined yet')).toBeInTheDocument();
  });

  it('shows the member their own contact details, marked as seen by them and admins only', async () => {
    fakeApi({
      'GET /api/user/7': { body: { ...selfAmina, about } },
      'GET /api/post/author/7': { body: toPage([], 0, 0, 11) },
      'GET /api/event/rider/7': noRides,
    });
    renderAuth(<ProfileScreen id={7} />, { queryClient: signedInAs(selfAmina) });
    const contact = await screen.findByRole('region', { name: 'Contact details' });
    expect(contact).toHaveTextContent('amina@riders.example');
    expect(contact).toHaveTextContent('01712345678');
    expect(contact).toHaveTextContent("Visible only to you and the club's admins.");
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change cover' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('edits the about text with the contract’s rules, and sends it once valid', async () => {
    const requests = fakeApi({
      'GET /api/user/7': { body: { ...selfAmina, about } },
      'GET /api/post/author/7': { body: toPage([], 0, 0, 11) },
      'GET /api/event/rider/7': noRides,
      'PUT /api/user/7': { body: { ...selfAmina, about: 'Night rides only.' } },
    });
    const { user } = renderAuth(<ProfileScreen id={7} />, { queryClient: signedInAs(selfAmina) });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    const field = within(dialog).getByRole('textbox', { name: 'About' });
    expect(field).toHaveValue(about);

    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(PROFILE_LIMITS.aboutMaxLength + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too long.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.clear(field);
    await user.paste('Night rides only.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = requests.filter((request) => request.method === 'PUT');
    expect(put!.body).toEqual({
      fullName: 'Amina Rahman',
      about: 'Night rides only.',
      contact: '01712345678',
      address: '12 Lake Road, Dhanmondi, Dhaka',
      dob: '1995-04-12',
      gender: 'FEMALE',
    });
    expect(await screen.findByText('Night rides only.')).toBeInTheDocument();
  }, 20_000);

  it('says so when the member does not exist', async () => {
    fakeApi({});
    renderAuth(<ProfileScreen id={999} />, { queryClient: signedInAs(null) });
    expect(
      await screen.findByText('No member here: the profile does not exist or is not open.'),
    ).toBeInTheDocument();
  });
});
