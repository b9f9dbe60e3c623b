/** What the merchandise server tests share: jerseys and pre-order payloads. */
import { expect } from 'vitest';
import {
  jerseySchema,
  preOrderSchema,
  type Jersey,
  type JerseyInput,
  type PreOrder,
  type PreOrderInput,
} from '../../src/contract/merchandise';
import type { Member } from '../helpers/server-app';

let counter = 0;

export const PRICES = {
  baby: { half: 60000, full: 70000 },
  kids: { half: 80000, full: 90000 },
  adult: { half: 120000, full: 135000 },
};

export function jerseyInput(overrides: Partial<JerseyInput> = {}): JerseyInput {
  counter += 1;
  return {
    name: `Club jersey ${counter}`,
    description: 'Race cut, three back pockets.',
    pictures: [],
    prices: PRICES,
    open: true,
    ...overrides,
  };
}

export async function addJersey(admin: Member, overrides: Partial<JerseyInput> = {}) {
  const reply = await admin.client.post('/api/merchandise/jerseys', jerseyInput(overrides));
  expect(reply.statusCode, reply.body).toBe(201);
  return jerseySchema.parse(reply.json());
}

/** A pre-order of an adult full-sleeve jersey, home delivery, priced as a fresh install does. */
export function preOrderInput(
  jersey: Jersey,
  overrides: Partial<PreOrderInput> = {},
): PreOrderInput {
  const quantity = overrides.quantity ?? 2;
  const unitPrice = jersey.prices.adult.full;
  const deliveryCharge = 7000;
  return {
    jerseyId: jersey.id,
    size: 'regular-l',
    sleeve: 'full',
    quantity,
    delivery: {
      name: 'Nusrat Jahan',
      phone: '01712345678',
      address: '27 Lake Circus, Kalabagan, Dhaka',
      option: 'home',
    },
    payment: { method: 'bkash', accountNumber: '01712345678', transactionId: 'TX9K2M4' },
    unitPrice,
    deliveryCharge,
    total: unitPrice * quantity + deliveryCharge,
    ...overrides,
  };
}

export async function preOrder(
  member: Member,
  jersey: Jersey,
  overrides: Partial<PreOrderInput> = {},
): Promise<PreOrder> {
  const reply = await member.client.post(
    '/api/merchandise/preorders',
    preOrderInput(jersey, overrides),
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return preOrderSchema.parse(reply.json());
}
