/** What the shop's server tests share: products, pictures and checkout payloads. */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { OrderConfirm, OrderItem } from '../../src/contract/orders';
import {
  productSchema,
  unitPriceOf,
  type Product,
  type ProductInput,
  type ProductPicture,
} from '../../src/contract/products';
import type { Member } from '../helpers/server-app';
import type { PayeeAccounts } from '../../src/contract/payments';

let counter = 0;

export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  counter += 1;
  return {
    name: `Chain lube ${counter}`,
    category: 'accessories',
    brand: 'Finish Line',
    price: 85000,
    discountPrice: null,
    quantityAvailable: 10,
    description: 'Dry lube for dusty city roads.',
    mainImage: null,
    galleryImages: [],
    dimensions: { height: 15, width: 5, depth: 5 },
    weight: 0.12,
    ...overrides,
  };
}

export async function addProduct(
  seller: Member,
  overrides: Partial<ProductInput> = {},
): Promise<Product> {
  const reply = await seller.client.post('/api/product', productInput(overrides));
  expect(reply.statusCode, reply.body).toBe(201);
  return productSchema.parse(reply.json());
}

export function multipart(file: Buffer, filename = 'part.png', type = 'image/png') {
  const boundary = `----club${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function pngOf(width: number, height = 400): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } },
  })
    .png()
    .toBuffer();
}

export async function uploadProductPicture(member: Member, width = 1200) {
  return member.client.request({
    method: 'POST',
    url: '/api/product/picture',
    ...multipart(await pngOf(width)),
  });
}

export async function productPicture(member: Member, width = 1200): Promise<ProductPicture> {
  const reply = await uploadProductPicture(member, width);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<ProductPicture>();
}

export const delivery = {
  name: 'Nusrat Jahan',
  phone: '01712345678',
  address: '27 Lake Circus, Kalabagan, Dhaka',
  option: 'home',
} as const;

/** A confirmation priced as the catalogue shows these products, with the given charges. */
export function confirmation(
  items: { product: Product; quantity: number }[],
  charges: { serviceCharge: number; deliveryCharge: number },
  overrides: Partial<OrderConfirm> = {},
): OrderConfirm {
  const orderItems: OrderItem[] = items.map(({ product, quantity }) => ({
    productId: product.id,
    quantity,
    price: unitPriceOf(product),
  }));
  const discount = items.reduce(
    (sum, { product, quantity }) => sum + (product.price - unitPriceOf(product)) * quantity,
    0,
  );
  return {
    orderItems,
    ...charges,
    discount,
    delivery,
    payment: { method: 'cash_on_delivery' },
    ...overrides,
  };
}

/** The club's accounts for transfers, as an admin sets them: a transfer by a method needs one. */
export const PAYEE_ACCOUNTS = {
  manual_transfer: 'Dutch-Bangla Bank, South Dhaka Cyclists, A/C 123.456.7890',
  bkash: '01711-223344 (merchant)',
  nagad: '01811-223344',
  rocket: '',
} as const;

export async function setPayeeAccounts(admin: Member, accounts: Partial<PayeeAccounts>) {
  const reply = await admin.client.put('/api/settings', { payeeAccounts: accounts });
  if (reply.statusCode !== 200) throw new Error(`Payee accounts: ${reply.body}`);
}
