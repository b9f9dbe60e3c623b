/**
 * What the bike messenger tests share: a parcel input, sending one, opting riders in, and
 * moving a parcel to any status through the API.
 */
import { expect } from 'vitest';
import {
  parcelSchema,
  type Parcel,
  type ParcelInput,
  type ParcelStatus,
} from '../../src/contract/parcels';
import { grantRole } from '../../src/server/modules/roles/repository';
import type { TestServer } from '../helpers/server-app';
import { makeRiders, type Rider } from './events-fixtures';

export const RECEIVER = {
  name: 'Nusrat Jahan',
  phone: '01898765432',
  address: 'House 7, Road 11, Gulshan 1, Dhaka',
} as const;

/** Dhanmondi Lake, and a point 0.03° of latitude north of it (3.34 km). */
export const DHANMONDI = { lat: 23.7465, lng: 90.3763 };
export const NORTH_3KM = { lat: 23.7765, lng: 90.3763 };

export function parcelInput(overrides: Partial<ParcelInput> = {}): ParcelInput {
  return {
    name: 'Two jars of honey',
    description: 'Glass jars, handle with care.',
    weightGrams: 2500,
    cashOnDelivery: 120000,
    pickup: {
      address: 'Shop 4, Road 27, Dhanmondi, Dhaka',
      point: DHANMONDI,
      windowStart: '2030-05-01T09:00:00.000Z',
      windowEnd: '2030-05-01T12:00:00.000Z',
      instructions: 'Ask at the counter.',
    },
    receiver: { ...RECEIVER, point: NORTH_3KM },
    deliveryInstructions: 'Ring twice; third floor.',
    pictureIds: [],
    ...overrides,
  };
}

let sent = 0;

/**
 * Sends a parcel from an address of its own: these tests send far more parcels than the
 * per-address limit on sending allows a minute, and they are not about that limit.
 */
export async function sendParcel(merchant: Rider, overrides: Partial<ParcelInput> = {}) {
  sent += 1;
  const reply = await merchant.client.request({
    method: 'POST',
    url: '/api/parcel',
    payload: parcelInput(overrides),
    remoteAddress: `10.250.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return parcelSchema.parse(reply.json());
}

/** A club admin of this server, made once, who approves riders. */
const approvers = new WeakMap<TestServer, Rider>();

async function approverOf(server: TestServer): Promise<Rider> {
  let admin = approvers.get(server);
  if (!admin) {
    [admin] = (await makeRiders(server, 'rider_approver', 1)) as [Rider];
    await grantRole(server.app.db, admin.id, 'ROLE_ADMIN');
    approvers.set(server, admin);
  }
  return admin;
}

/** Opts each member in as a rider, and has an admin approve them, as the club would. */
export async function optIn(server: TestServer, riders: Rider[]) {
  const admin = await approverOf(server);
  for (const rider of riders) {
    const reply = await rider.client.put('/api/parcel/rider', { rider: true });
    expect(reply.statusCode, reply.body).toBe(200);
    const approved = await admin.client.put(`/api/parcel/riders/${rider.id}/approval`, {
      approved: true,
    });
    expect(approved.statusCode, approved.body).toBe(204);
  }
}

export async function moveAs(
  who: Rider,
  parcel: { id: number },
  action: string,
  currentStatus: ParcelStatus,
  reason?: string,
) {
  return who.client.post(`/api/parcel/${parcel.id}/move`, { action, currentStatus, reason });
}

/** A new parcel of `merchant`, brought to `status` by `rider`. */
export async function parcelIn(
  status: ParcelStatus,
  merchant: Rider,
  rider: Rider,
): Promise<Parcel> {
  const parcel = await sendParcel(merchant);
  const steps: Record<ParcelStatus, [Rider, string, ParcelStatus][]> = {
    pending: [],
    accepted: [[rider, 'take', 'pending']],
    picked_up: [
      [rider, 'take', 'pending'],
      [rider, 'pick_up', 'accepted'],
    ],
    delivered: [
      [rider, 'take', 'pending'],
      [rider, 'pick_up', 'accepted'],
      [rider, 'deliver', 'picked_up'],
    ],
    cancelled: [[merchant, 'cancel', 'pending']],
  };
  for (const [who, action, from] of steps[status]) {
    const reply = await moveAs(who, parcel, action, from);
    expect(reply.statusCode, reply.body).toBe(200);
  }
  return parcel;
}
