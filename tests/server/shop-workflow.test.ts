/**
 * The order workflow of §4 over HTTP: every allowed move and every refused one, 409 when the
 * stated current status is not the line's, who may move a line, stock given back on rejection
 * and cancellation and taken again on the way back, the history of every move, a re-run
 * placing a new order, and the buyer told by push.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_CONTINUATIONS,
  ORDER_MOVES,
  ORDER_STATUSES,
  ORDER_LIMITS,
  ORDER_TEXT,
  REJECT_REASONS,
  SELLER_ORDERS_SCREEN_PATH,
  findMove,
  orderConfirmSchema,
  lineToShipPageSchema,
  orderSchema,
  orderStatusReplySchema,
  type OrderContinuation,
  type OrderLine,
  type OrderStatus,
} from '../../src/contract/orders';
import type { Product } from '../../src/contract/products';
import type { PushPayload } from '../../src/contract/push';
import { confirm } from '../../src/server/modules/orders/checkout';
import { readClubSettings } from '../../src/server/modules/settings/read';
import {
  startTestServer,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';
import { PushSubscriber, startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';
import { addProduct, confirmation } from './shop-fixtures';

let server: TestServer;
let receiver: PushReceiver;
let seller: Member;
let rival: Member;
let buyer: Member;
let admin: Member;
let developer: Member;
let product: Product;

beforeAll(async () => {
  // The test's push service listens on 127.0.0.1, which production refuses.
  server = await startTestServer({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
  receiver = await startPushReceiver();
  [seller, rival, buyer, admin, developer] = await Promise.all([
    server.createMember('flow_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('flow_rival', { roles: ['ROLE_SELLER'] }),
    server.createMember('flow_buyer'),
    server.createMember('flow_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('flow_dev', { roles: ['ROLE_DEV'] }),
  ]);
  product = await addProduct(seller, { name: 'Cassette 11-32', quantityAvailable: 1000 });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** Places an order through the checkout itself and returns its lines. */
async function placeOrder(items: { product: Product; quantity: number }[]): Promise<OrderLine[]> {
  const settings = await readClubSettings(server.app.db);
  const input = orderConfirmSchema.parse(
    confirmation(items, {
      serviceCharge: settings.serviceCharge,
      deliveryCharge: settings.deliveryCharges.home,
    }),
  );
  const orderId = await confirm(
    server.app,
    {
      id: buyer.id,
      username: buyer.username,
      roles: ['ROLE_USER'],
      canManageUsers: false,
      canDeletePosts: false,
      sessionId: '',
    },
    input,
  );
  const order = orderSchema.parse((await buyer.client.get(`/api/order/${orderId}`)).json());
  return order.lines;
}

/** Places an order of `quantity` units of one product and returns its line. */
async function placeLine(quantity = 1, item: Product = product): Promise<OrderLine> {
  const [line] = await placeOrder([{ product: item, quantity }]);
  return line!;
}

/** A move as the screens send it: a rejection always with its reason, unless `note` says. */
function move(
  client: TestClient,
  line: Pick<OrderLine, 'id'>,
  currentStatus: OrderStatus,
  continuation: OrderContinuation,
  note: string | null = continuation === 'reject' ? REJECT_REASONS[0] : null,
) {
  return client.post('/api/order/updateStatus', { id: line.id, currentStatus, continuation, note });
}

/** The allowed moves that bring a new line to each status. */
const PATH_TO: Record<OrderStatus, OrderContinuation[]> = {
  unconfirmed: [],
  confirmed: ['confirm'],
  shipped: ['confirm', 'ship'],
  completed: ['confirm', 'ship', 'finish'],
  rejected: ['reject'],
  cancelled: ['confirm', 'ship', 'cancel'],
};

async function lineIn(status: OrderStatus, quantity = 1): Promise<OrderLine> {
  const line = await placeLine(quantity);
  let current: OrderStatus = 'unconfirmed';
  for (const continuation of PATH_TO[status]) {
    const reply = await move(seller.client, line, current, continuation);
    expect(reply.statusCode, reply.body).toBe(200);
    current = findMove(current, continuation)!.to;
  }
  expect(current).toBe(status);
  return line;
}

async function statusOf(line: Pick<OrderLine, 'id'>): Promise<string> {
  const row = await server.app.db
    .selectFrom('order_lines')
    .select('status')
    .where('id', '=', line.id)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function stock(): Promise<number> {
  return (await server.client().get(`/api/product/${product.id}`)).json().quantityAvailable;
}

describe('the transition table', () => {
  for (const allowed of ORDER_MOVES) {
    it(`allows ${allowed.from} → ${allowed.continuation} → ${allowed.to} by the ${allowed.by}`, async () => {
      const line = await lineIn(allowed.from);
      const mover = allowed.by === 'buyer' ? buyer : seller;
      const reply = await move(mover.client, line, allowed.from, allowed.continuation, 'Noted');
      expect(reply.statusCode, reply.body).toBe(200);
      const { line: moved, newOrderId } = orderStatusReplySchema.parse(reply.json());
      expect(moved.status).toBe(allowed.to);
      expect(moved.history.at(-1)).toMatchObject({
        from: allowed.from,
        to: allowed.to,
        continuation: allowed.continuation,
        by: { id: mover.id },
      });
      expect(newOrderId !== null).toBe(!!allowed.newOrder);
    });
  }

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_CONTINUATIONS.filter((continuation) => !findMove(from, continuation)).map(
      (continuation) => ({ from, continuation }),
    ),
  );

  it(`refuses the other ${refused.length} moves and leaves the line as it was`, async () => {
    expect(refused.length + ORDER_MOVES.length).toBe(
      ORDER_STATUSES.length * ORDER_CONTINUATIONS.length,
    );
    const lines = new Map<OrderStatus, OrderLine>();
    for (const status of ORDER_STATUSES) lines.set(status, await lineIn(status));
    for (const { from, continuation } of refused) {
      const line = lines.get(from)!;
      const reply = await move(seller.client, line, from, continuation, 'Noted');
      expect(reply.statusCode, `${from} → ${continuation}`).toBe(400);
      expect(reply.json().message).toBe(ORDER_TEXT.moveNotAllowed(from, continuation));
      expect(await statusOf(line)).toBe(from);
    }
  });

  it('refuses an unknown continuation and a rejection note without a note', async () => {
    const line = await lineIn('rejected');
    expect((await move(seller.client, line, 'rejected', 'explode' as never)).statusCode).toBe(400);
    const bare = await move(seller.client, line, 'rejected', 'rejectNote');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(ORDER_TEXT.noteRequired);
    const noted = await move(seller.client, line, 'rejected', 'rejectNote', 'Size out of range');
    expect(orderStatusReplySchema.parse(noted.json()).line.statusNote).toBe('Size out of range');
  });
});

describe('a rejection', () => {
  it('needs a reason, of bounded length, which the buyer reads with the line and in the notice', async () => {
    const line = await lineIn('confirmed');
    for (const note of [null, '   ']) {
      const bare = await move(seller.client, line, 'confirmed', 'reject', note);
      expect(bare.statusCode, String(note)).toBe(400);
      expect(bare.json()).toMatchObject({
        message: ORDER_TEXT.reasonRequired,
        fieldErrors: { note: ORDER_TEXT.reasonRequired },
      });
    }
    const long = 'x'.repeat(ORDER_LIMITS.noteMaxLength + 1);
    expect((await move(seller.client, line, 'confirmed', 'reject', long)).statusCode).toBe(400);
    expect(await statusOf(line)).toBe('confirmed');

    // Only the line's seller (or an admin or developer) rejects it, whatever the reason.
    for (const outsider of [buyer, rival]) {
      const reply = await move(outsider.client, line, 'confirmed', 'reject', 'Not wanted');
      expect(reply.statusCode, outsider.username).toBe(403);
    }
    expect((await move(server.client(), line, 'confirmed', 'reject', 'x')).statusCode).toBe(401);

    const reason = 'The 11-32 is sold out until March';
    const reply = await move(seller.client, line, 'confirmed', 'reject', `  ${reason} `);
    expect(reply.statusCode, reply.body).toBe(200);
    const seen = orderSchema.parse((await buyer.client.get(`/api/order/${line.orderId}`)).json());
    expect(seen.lines[0]).toMatchObject({ status: 'rejected', statusNote: reason });
    expect(seen.lines[0]!.history.at(-1)).toMatchObject({ continuation: 'reject', note: reason });
    await expect
      .poll(async () => {
        const inbox = await buyer.client.get('/api/notifications');
        return inbox
          .json<{ content: { title: string; body: string | null }[] }>()
          .content.find((item) => item.title === ORDER_TEXT.statusPushTitle('rejected'))?.body;
      })
      .toBe(`Cassette 11-32: ${reason}`);

    // Undo stays: one tap back to unconfirmed, no reason asked.
    expect((await move(seller.client, line, 'rejected', 'undo')).statusCode).toBe(200);
    expect(await statusOf(line)).toBe('unconfirmed');
  });
});

describe('stale status', () => {
  it('answers 409 when currentStatus is not the stored one', async () => {
    const line = await lineIn('unconfirmed');
    const reply = await move(seller.client, line, 'confirmed', 'ship');
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(ORDER_TEXT.staleStatus);
    expect(await statusOf(line)).toBe('unconfirmed');
  });

  it('of two people making the same move at once, one wins and the other gets 409', async () => {
    const line = await lineIn('unconfirmed');
    const replies = await Promise.all([
      move(seller.client, line, 'unconfirmed', 'confirm'),
      move(admin.client, line, 'unconfirmed', 'reject'),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const history = orderSchema.parse((await buyer.client.get(`/api/order/${line.orderId}`)).json())
      .lines[0]!.history;
    expect(history).toHaveLength(2);
  });
});

describe('who may move a line', () => {
  it("the line's seller, admins and developers; not the buyer, another seller or a visitor", async () => {
    const line = await lineIn('unconfirmed');
    for (const outsider of [buyer, rival]) {
      const reply = await move(outsider.client, line, 'unconfirmed', 'confirm');
      expect(reply.statusCode, outsider.username).toBe(403);
      expect(reply.json().message).toBe(ORDER_TEXT.notYourLine);
    }
    expect((await move(server.client(), line, 'unconfirmed', 'confirm')).statusCode).toBe(401);
    expect((await move(admin.client, line, 'unconfirmed', 'confirm')).statusCode).toBe(200);
    expect((await move(developer.client, line, 'confirmed', 'ship')).statusCode).toBe(200);
    expect((await move(seller.client, line, 'shipped', 'finish')).statusCode).toBe(200);
    expect((await move(seller.client, { id: 999999 }, 'shipped', 'finish')).statusCode).toBe(404);
  });
});

describe('stock', () => {
  it('comes back on rejection and is taken again on undo', async () => {
    const line = await lineIn('unconfirmed', 7);
    const before = await stock();
    await move(seller.client, line, 'unconfirmed', 'reject', 'No longer made');
    expect(await stock()).toBe(before + 7);
    await move(seller.client, line, 'rejected', 'rejectNote', 'Really');
    expect(await stock()).toBe(before + 7);
    await move(seller.client, line, 'rejected', 'undo');
    expect(await stock()).toBe(before);
  });

  it('comes back on cancellation, and a cancelled line that is rejected gives nothing twice', async () => {
    const line = await lineIn('shipped', 4);
    const before = await stock();
    await move(seller.client, line, 'shipped', 'cancel');
    expect(await stock()).toBe(before + 4);
    await move(seller.client, line, 'cancelled', 'reject');
    expect(await stock()).toBe(before + 4);
  });

  it('a cancelled line confirmed again needs its units to be there', async () => {
    const scarce = await addProduct(seller, { name: 'Last derailleur', quantityAvailable: 1 });
    const line = await placeLine(1, scarce);
    await move(seller.client, line, 'unconfirmed', 'confirm');
    await move(seller.client, line, 'confirmed', 'ship');
    await move(seller.client, line, 'shipped', 'cancel');
    await placeLine(1, scarce);
    const reply = await move(seller.client, line, 'cancelled', 'confirm');
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(ORDER_TEXT.outOfStock('Last derailleur', 0));
    expect(await statusOf(line)).toBe('cancelled');
  });

  it('a re-run places a new order of the same items and takes their stock', async () => {
    const line = await lineIn('completed', 2);
    const before = await stock();
    const reply = await move(seller.client, line, 'completed', 'rerun');
    const { newOrderId } = orderStatusReplySchema.parse(reply.json());
    const order = orderSchema.parse((await buyer.client.get(`/api/order/${newOrderId}`)).json());
    expect(order.rerunOf).toBe(line.orderId);
    expect(order.lines.map((item) => [item.pid, item.quantity, item.status])).toEqual([
      [product.id, 2, 'unconfirmed'],
    ]);
    expect(await stock()).toBe(before - 2);
  });
});

describe('an order of two sellers', () => {
  it('each seller sees and moves only their own line of it', async () => {
    const rivalsProduct = await addProduct(rival, { name: 'Rival saddle bag' });
    const [mine, theirs] = await placeOrder([
      { product, quantity: 1 },
      { product: rivalsProduct, quantity: 1 },
    ]);
    expect(theirs!.sellerId).toBe(rival.id);
    const seen = orderSchema.parse((await seller.client.get(`/api/order/${mine!.orderId}`)).json());
    expect(seen.lines.map((line) => line.id)).toEqual([mine!.id]);
    expect((await move(seller.client, theirs!, 'unconfirmed', 'confirm')).statusCode).toBe(403);
    expect((await move(rival.client, theirs!, 'unconfirmed', 'confirm')).statusCode).toBe(200);
    expect(await statusOf(mine!)).toBe('unconfirmed');
  });
});

describe('lists and notices', () => {
  it("lists a seller's lines by status, and every line for developers", async () => {
    const line = await lineIn('shipped');
    const shipped = lineToShipPageSchema.parse(
      (await seller.client.get('/api/order/seller?status=shipped&size=100')).json(),
    );
    expect(shipped.content.map((item) => item.id)).toContain(line.id);
    expect(shipped.content.every((item) => item.status === 'shipped')).toBe(true);
    expect(shipped.content.every((item) => item.sellerId === seller.id)).toBe(true);
    // Each line says where it goes and how it was paid, as its order does.
    const order = orderSchema.parse((await buyer.client.get(`/api/order/${line.orderId}`)).json());
    const listed = shipped.content.find((item) => item.id === line.id)!;
    expect(listed.delivery).toEqual(order.delivery);
    expect(listed.payment).toEqual(order.payment);
    const rivals = lineToShipPageSchema.parse((await rival.client.get('/api/order/seller')).json());
    expect(rivals.content.every((item) => item.sellerId === rival.id)).toBe(true);
    expect(rivals.content.map((item) => item.id)).not.toContain(line.id);
    expect((await buyer.client.get('/api/order/seller')).statusCode).toBe(403);

    const all = lineToShipPageSchema.parse(
      (await developer.client.get('/api/order/lines?status=shipped&size=100')).json(),
    );
    expect(all.content.map((item) => item.id)).toContain(line.id);
    expect(all.content.find((item) => item.id === line.id)!.delivery).toEqual(order.delivery);
    expect((await seller.client.get('/api/order/lines')).statusCode).toBe(403);
  });

  it('tells the seller of a new order by push', async () => {
    const device = new PushSubscriber(`${receiver.origin}/push/seller`);
    const subscribed = await seller.client.post('/api/push/subscriptions', device.toJSON());
    expect(subscribed.statusCode, subscribed.body).toBe(204);
    const before = receiver.received.length;
    const line = await placeLine();
    const pushes = await receiver.waitFor(before + 1);
    const payload = JSON.parse(device.decrypt(pushes[before]!.body)) as PushPayload;
    expect(payload).toEqual({
      title: ORDER_TEXT.newOrderPushTitle,
      body: 'Cassette 11-32',
      url: SELLER_ORDERS_SCREEN_PATH,
      tag: `order-${line.orderId}-seller-${seller.id}`,
    });
    await server.app.db.deleteFrom('push_subscriptions').where('user_id', '=', seller.id).execute();
  });

  it('tells the buyer of each move by push', async () => {
    const device = new PushSubscriber(`${receiver.origin}/push/buyer`);
    const subscribed = await buyer.client.post('/api/push/subscriptions', device.toJSON());
    expect(subscribed.statusCode, subscribed.body).toBe(204);
    const line = await placeLine();
    const before = receiver.received.length;
    await move(seller.client, line, 'unconfirmed', 'confirm');
    const pushes = await receiver.waitFor(before + 1);
    const payload = JSON.parse(device.decrypt(pushes[before]!.body)) as PushPayload;
    expect(payload).toEqual({
      title: ORDER_TEXT.statusPushTitle('confirmed'),
      body: 'Cassette 11-32',
      url: `/products/orders/${line.orderId}`,
      tag: `order-line-${line.id}`,
    });
  });
});

describe('the buyer cancels a line before it ships', () => {
  it('from unconfirmed and from confirmed: the units go back and the seller is told', async () => {
    const device = new PushSubscriber(`${receiver.origin}/push/seller-cancel`);
    await seller.client.post('/api/push/subscriptions', device.toJSON());
    try {
      for (const status of ['unconfirmed', 'confirmed'] as const) {
        const line = await lineIn(status, 3);
        const before = await stock();
        const pushed = receiver.received.length;
        const reply = await move(buyer.client, line, status, 'cancel');
        expect(reply.statusCode, reply.body).toBe(200);
        const { line: moved } = orderStatusReplySchema.parse(reply.json());
        expect(moved.status).toBe('cancelled');
        expect(moved.history.at(-1)).toMatchObject({ from: status, by: { id: buyer.id } });
        expect(await stock()).toBe(before + 3);
        // The notice of the new order may come in after this one started: find it by title.
        let payload: PushPayload | undefined;
        for (let count = pushed + 1; !payload; count++) {
          const push = (await receiver.waitFor(count))[count - 1]!;
          if (!push.path.endsWith('/seller-cancel')) continue;
          const sent = JSON.parse(device.decrypt(push.body)) as PushPayload;
          if (sent.title === ORDER_TEXT.buyerCancelledPushTitle) payload = sent;
        }
        expect(payload).toEqual({
          title: ORDER_TEXT.buyerCancelledPushTitle,
          body: `Cassette 11-32 × 3, order ${line.orderId}`,
          url: SELLER_ORDERS_SCREEN_PATH,
          tag: `order-line-${line.id}`,
        });
      }
    } finally {
      await server.app.db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', seller.id)
        .execute();
    }
  });

  it('not once it has shipped, and nobody cancels for the buyer', async () => {
    const shipped = await lineIn('shipped');
    const late = await move(buyer.client, shipped, 'shipped', 'cancel');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(ORDER_TEXT.tooLateToCancel);
    expect(await statusOf(shipped)).toBe('shipped');

    const line = await lineIn('unconfirmed');
    for (const other of [seller, admin, developer, rival]) {
      const reply = await move(other.client, line, 'unconfirmed', 'cancel');
      expect(reply.statusCode, other.username).toBe(403);
    }
    expect(await statusOf(line)).toBe('unconfirmed');
  });

  it('a line its buyer cancelled stays cancelled: the seller cannot confirm or reject it', async () => {
    const line = await lineIn('confirmed');
    await move(buyer.client, line, 'confirmed', 'cancel');
    for (const continuation of ['confirm', 'reject'] as const) {
      const reply = await move(seller.client, line, 'cancelled', continuation);
      expect(reply.statusCode, continuation).toBe(409);
      expect(reply.json().message).toBe(ORDER_TEXT.buyerCancelled);
    }
    expect(await statusOf(line)).toBe('cancelled');
  });

  it('a cancel racing the seller’s confirmation is 409, and the buyer may cancel again', async () => {
    const line = await lineIn('unconfirmed');
    await move(seller.client, line, 'unconfirmed', 'confirm');
    const stale = await move(buyer.client, line, 'unconfirmed', 'cancel');
    expect(stale.statusCode).toBe(409);
    expect((await move(buyer.client, line, 'confirmed', 'cancel')).statusCode).toBe(200);
  });
});
