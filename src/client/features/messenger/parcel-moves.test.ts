import { describe, expect, it } from 'vitest';
import { movesToShow } from './parcel-moves';
import { fullParcel, openParcel } from './test-parcel';

const labels = (parcel: Parameters<typeof movesToShow>[0]) =>
  movesToShow(parcel).map((move) => move.label);

describe('which move buttons a parcel shows', () => {
  it('offers any rider a waiting parcel, and nothing once it is no longer waiting', () => {
    expect(labels(openParcel())).toEqual(['Take this parcel']);
    expect(labels(openParcel({ status: 'accepted' }))).toEqual([]);
  });

  it('lets the merchant cancel before pick-up only', () => {
    const merchant = { view: 'merchant' as const, actions: ['cancel' as const] };
    expect(labels(fullParcel({ ...merchant, status: 'pending' }))).toEqual(['Cancel parcel']);
    expect(labels(fullParcel({ ...merchant, status: 'accepted' }))).toEqual(['Cancel parcel']);
    expect(labels(fullParcel({ ...merchant, status: 'picked_up', actions: [] }))).toEqual([]);
    // Even if a reply listed it, the contract has no merchant move after pick-up.
    expect(labels(fullParcel({ ...merchant, status: 'picked_up' }))).toEqual([]);
  });

  it('gives the rider who took it the next step and the way out, with a reason', () => {
    const rider = { view: 'rider' as const };
    const accepted = movesToShow(
      fullParcel({ ...rider, status: 'accepted', actions: ['pick_up', 'cancel'] }),
    );
    expect(accepted.map((move) => [move.label, Boolean(move.needsReason)])).toEqual([
      ['Picked up', false],
      ['Give it up', true],
    ]);
    expect(
      labels(fullParcel({ ...rider, status: 'picked_up', actions: ['deliver', 'cancel'] })),
    ).toEqual(['Delivered', 'Cannot deliver']);
  });

  it('shows only what the server says this reader may do now', () => {
    expect(labels(fullParcel({ view: 'rider', status: 'accepted', actions: ['pick_up'] }))).toEqual(
      ['Picked up'],
    );
    expect(labels(fullParcel({ view: 'rider', status: 'delivered', actions: [] }))).toEqual([]);
    expect(labels(fullParcel({ view: 'merchant', status: 'cancelled', actions: [] }))).toEqual([]);
  });
});
