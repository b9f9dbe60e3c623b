/** Parcels as the server sends them, for the component tests. */
import type { OpenParcel, Parcel } from '../../../contract/parcels';

const member = (id: number, fullName: string) => ({
  id,
  username: fullName.toLowerCase().replace(/\s+/g, ''),
  fullName,
  profilePicture: null,
});

export function openParcel(overrides: Partial<OpenParcel> = {}): OpenParcel {
  return {
    id: 7,
    name: 'Wheelset',
    description: 'Two wheels in a box',
    weightGrams: 2500,
    cashOnDelivery: 150_000,
    deliveryCharge: 12_000,
    currency: 'BDT',
    distanceKm: 4.2,
    pickup: {
      address: '12 Lake Road, Dhanmondi',
      point: null,
      windowStart: null,
      windowEnd: null,
      instructions: '',
    },
    receiverName: 'Rahim Uddin',
    pictures: [],
    status: 'pending',
    merchant: member(1, 'Mina Merchant'),
    rider: null,
    times: {
      createdAt: '2026-11-20T08:00:00.000Z',
      acceptedAt: null,
      pickedUpAt: null,
      deliveredAt: null,
      cancelledAt: null,
    },
    kmFromYou: 1.3,
    ...overrides,
  };
}

export function fullParcel(overrides: Partial<Parcel> = {}): Parcel {
  return {
    ...openParcel(),
    receiver: {
      name: 'Rahim Uddin',
      phone: '01712345678',
      address: '4 Road 27, Gulshan',
      point: null,
    },
    deliveryInstructions: 'Ring twice',
    cancelReason: null,
    view: 'merchant',
    actions: [],
    trackingPath: null,
    ...overrides,
  };
}
