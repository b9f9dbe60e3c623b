/**
 * The rider's side of the bike messenger against a stand-in server: opted in and waiting for an
 * admin, the rider is told so plainly and no parcel list is asked for; approved, the parcels
 * waiting for a rider are listed.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARCEL_TEXT } from '../../../contract/parcels';
import { renderAuth } from '../../testing/render-auth';
import { fakeApi } from '../../testing/fake-api';
import { RiderPanel } from './rider-panel';

afterEach(() => vi.unstubAllGlobals());

const empty = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  number: 0,
  size: 20,
  first: true,
  last: true,
};

describe('the rider tab', () => {
  it('says plainly that approval is pending, and lists no open parcels', async () => {
    const requests = fakeApi({
      'GET /api/parcel/rider': { body: { rider: true, approved: false } },
      'GET /api/parcel/riding': { body: empty },
    });
    renderAuth(<RiderPanel />);
    expect(await screen.findByText(PARCEL_TEXT.riderPending)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'I carry parcels as a rider' })).toBeChecked();
    expect(requests.some((request) => request.url.pathname === '/api/parcel/open')).toBe(false);
  });

  it('lists the parcels waiting for a rider once approved', async () => {
    const requests = fakeApi({
      'GET /api/parcel/rider': { body: { rider: true, approved: true } },
      'GET /api/parcel/riding': { body: empty },
      'GET /api/parcel/open': { body: empty },
    });
    renderAuth(<RiderPanel />);
    expect(
      await screen.findByText('No parcel is waiting for a rider right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(PARCEL_TEXT.riderPending)).toBeNull();
    await waitFor(() =>
      expect(requests.some((request) => request.url.pathname === '/api/parcel/open')).toBe(true),
    );
  });
});
