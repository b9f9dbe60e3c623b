import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepairBooking } from '../../../contract/repairs';
import { renderAuth } from '../../testing/render-auth';
import { fakeApi } from '../../testing/fake-api';
import { RepairCard } from './repair-card';

afterEach(() => vi.unstubAllGlobals());

const booking = (overrides: Partial<RepairBooking> = {}): RepairBooking => ({
  id: 5,
  booker: { id: 3, username: 'rafi', fullName: 'Rafi Ahmed', profilePicture: null },
  name: 'Rafi Ahmed',
  phone: '01711000333',
  address: '12 Lake Road',
  date: '2026-12-01',
  time: '10:30',
  issue: 'Gears skip',
  status: 'requested',
  eta: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  nextStatuses: [],
  canSetEta: false,
  ...overrides,
});

describe('a repair booking', () => {
  it('offers the booker only the moves the server allows them', async () => {
    renderAuth(<RepairCard booking={booking({ nextStatuses: ['cancelled'] })} shopView={false} />);
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByLabelText('Set ready time')).toBeNull();
    expect(screen.getByText('No ready time yet')).toBeVisible();
  });

  it('sends the shop’s move with the status it was seen in', async () => {
    const requests = fakeApi({
      'POST /api/repair/5/status': { body: booking({ status: 'accepted' }) },
    });
    const { user } = renderAuth(
      <RepairCard
        booking={booking({ nextStatuses: ['accepted', 'declined'], canSetEta: true })}
        shopView
      />,
    );
    expect(await screen.findByText('Booked by Rafi Ahmed')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.pathname === '/api/repair/5/status')?.body).toEqual({
        currentStatus: 'requested',
        to: 'accepted',
      }),
    );
  });
});
