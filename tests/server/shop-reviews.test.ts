/**
 * Reviews: only the buyer of a completed line rates it, once; only the product's seller (or an
 * admin) replies, once; reviews list with the product, and the seller's summary starts at 3.5.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderConfirmSchema, orderSchema, type OrderLine } from '../../src/contract/orders';
import { productSchema, type Product } from '../../src/contract/products';
import {
  INITIAL_SELLER_RATING,
  REVIEW_TEXT,
  ratingSummarySchema,
  reviewPageSchema,
  reviewSchema,
} from '../../src/contract/shop-reviews';
import { confirm } from '../../src/server/modules/orders/checkout';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { addProduct, confirmation } from './shop-fixtures';

let server: TestServer;
let seller: Member;
let rival: Member;
let buyer: Member;
let other: Member;
let admin: Member;
let pedal: Product;
let grips: Product;

beforeAll(async () => {
  server = await startTestServer();
  [seller, rival, buyer, other, admin] = await Promise.all([
    server.createMember('rev_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('rev_rival', { roles: ['ROLE_SELLER'] }),
    server.createMember('rev_buyer'),
    server.createMember('rev_other'),
    server.createMember('rev_admin', { roles: ['ROLE_ADMIN'] }),
  ]);
  pedal = await addProduct(seller, { name: 'Flat pedals', quantityAvailable: 50 });
  grips = await addProduct(seller, { name: 'Lock-on grips', quantityAvailable: 50 });
});
afterAll(async () => server?.close());

async function lineOf(product: Product, member: Member = buyer): Promise<OrderLine> {
  const input = orderConfirmSchema.parse(
    confirmation([{ product, quantity: 1 }], { serviceCharge: 0, deliveryCharge: 7000 }),
  );
  const auth = {
    id: member.id,
    username: member.username,
    roles: ['ROLE_USER' as const],
    canManageUsers: false,
    canDeletePosts: false,
    sessionId: '',
  };
  const orderId = await confirm(server.app, auth, input);
  const order = orderSchema.parse((await member.client.get(`/api/order/${orderId}`)).json());
  return order.lines[0]!;
}

async function complete(line: OrderLine): Promise<void> {
  let current = 'unconfirmed';
  for (const [continuation, next] of [
    ['confirm', 'confirmed'],
    ['ship', 'shipped'],
    ['finish', 'completed'],
  ]) {
    const reply = await seller.client.post('/api/order/updateStatus', {
      id: line.id,
      currentStatus: current,
      continuation,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    current = next!;
  }
}

const review = (member: Member, lineId: number, rating = 4, comment = 'Grippy and light.') =>
  member.client.post('/api/review', { lineId, rating, comment });

describe('rating a line', () => {
  it('waits until the line is completed', async () => {
    const line = await lineOf(pedal);
    const early = await review(buyer, line.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_TEXT.notCompleted);
  });

  it('is for the buyer of the line, once, 1 to 5', async () => {
    const line = await lineOf(pedal);
    await complete(line);
    const notBuyer = await review(other, line.id);
    expect(notBuyer.statusCode).toBe(403);
    expect(notBuyer.json().message).toBe(REVIEW_TEXT.notYourLine);
    expect((await review(buyer, line.id, 6)).statusCode).toBe(400);
    expect((await review(buyer, line.id, 0)).statusCode).toBe(400);
    expect((await review(buyer, line.id, 4, '   ')).statusCode).toBe(400);
    const visitor = server.client();
    const anonymous = await visitor.post('/api/review', {
      lineId: line.id,
      rating: 5,
      comment: 'Hi',
    });
    expect(anonymous.statusCode).toBe(401);

    const first = await review(buyer, line.id, 4);
    expect(first.statusCode, first.body).toBe(201);
    expect(reviewSchema.parse(first.json())).toMatchObject({
      lineId: line.id,
      product: { id: pedal.id, name: 'Flat pedals' },
      customer: { id: buyer.id, username: 'rev_buyer' },
      sellerId: seller.id,
      rating: 4,
      comment: 'Grippy and light.',
      reply: null,
    });
    const again = await review(buyer, line.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_TEXT.alreadyReviewed);

    const order = orderSchema.parse((await buyer.client.get(`/api/order/${line.orderId}`)).json());
    expect(order.lines[0]!.reviewed).toBe(true);
  });

  it('two reviews of one line sent at once make one review', async () => {
    const line = await lineOf(grips);
    await complete(line);
    const replies = await Promise.all([review(buyer, line.id, 5), review(buyer, line.id, 2)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('replies, lists and the rating summary', () => {
  it("the product's seller replies once; other sellers may not", async () => {
    const line = await lineOf(pedal, other);
    await complete(line);
    const created = reviewSchema.parse(
      (await review(other, line.id, 2, 'Bent after a week.')).json(),
    );
    const byRival = await rival.client.post(`/api/review/${created.id}/reply`, { text: 'Sorry' });
    expect(byRival.statusCode).toBe(403);
    const replied = await seller.client.post(`/api/review/${created.id}/reply`, {
      text: 'Bring them in, we will replace them.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(reviewSchema.parse(replied.json()).reply?.text).toBe(
      'Bring them in, we will replace them.',
    );
    const twice = await admin.client.post(`/api/review/${created.id}/reply`, { text: 'And again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REVIEW_TEXT.alreadyReplied);
  });

  it('lists reviews with the product, and the product carries its rating', async () => {
    const page = reviewPageSchema.parse(
      (await server.client().get(`/api/product/${pedal.id}/reviews`)).json(),
    );
    expect(page.content.map((item) => item.rating)).toEqual([2, 4]);
    expect(page.content[0]!.reply?.text).toBe('Bring them in, we will replace them.');
    const product = productSchema.parse(
      (await server.client().get(`/api/product/${pedal.id}`)).json(),
    );
    expect(product.rating).toEqual({ average: 3, count: 2 });
    expect((await server.client().get('/api/product/999999/reviews')).statusCode).toBe(404);

    const feedback = reviewPageSchema.parse((await seller.client.get('/api/review/seller')).json());
    expect(feedback.totalElements).toBe(3);
    expect((await buyer.client.get('/api/review/seller')).statusCode).toBe(403);
  });

  it("sums up a seller's ratings, 3.5 before the first review", async () => {
    const none = ratingSummarySchema.parse(
      (await server.client().get(`/api/review/seller/${rival.id}/summary`)).json(),
    );
    expect(none).toEqual({
      sellerId: rival.id,
      overall: INITIAL_SELLER_RATING,
      count: 0,
      products: [],
    });
    const summary = ratingSummarySchema.parse(
      (await server.client().get(`/api/review/seller/${seller.id}/summary`)).json(),
    );
    expect(summary.count).toBe(3);
    const grip = summary.products.find((item) => item.productId === grips.id)!;
    expect(summary.products.find((item) => item.productId === pedal.id)).toEqual({
      productId: pedal.id,
      name: 'Flat pedals',
      average: 3,
      count: 2,
    });
    expect(summary.overall).toBe(Math.round(((4 + 2 + grip.average) / 3) * 10) / 10);
    expect(REVIEW_TEXT.overall(summary.overall)).toMatch(/^\d(\.\d)? \/ 5$/);
  });
});
