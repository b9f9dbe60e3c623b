/**
 * The parcel state machine: every (status, action, mover) is tried, and the outcome is the move
 * table's: allowed moves land where PARCEL_MOVES says, anything else is refused (400 when no
 * move of that name leaves the status, 403 when it is not the mover's to make). A stale status
 * is 409; each move is in the history and tells the other side by push. Ten riders taking one
 * parcel at once: exactly one gets it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARCEL_ACTIONS,
  PARCEL_MOVES,
  PARCEL_STATUSES,
  PARCEL_TEXT,
  RECEIVER_VIEW_ACTION,
  parcelHistorySchema,
  parcelScreenPath,
  parcelSchema,
  type ParcelActor,
} from '../../src/contract/parcels';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { startPushReceiver, type PushReceiver } from '../helpers/web-push-receiver';
import { makeRiders, pushDevices, type Rider } from './events-fixtures';
import { moveAs, optIn, parcelIn, sendParcel } from './parcels-fixtures';

let server: TestServer;
let receiver: PushReceiver;
let merchant: Rider;
let rider: Rider;
let otherRider: Rider;
let racers: Rider[];
let push: Awaited<ReturnType<typeof pushDevices>>;

beforeAll(async () => {
  server = await startTestServer({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
  receiver = await startPushReceiver();
  const made = await makeRiders(server, 'parcel_mover', 13);
  [merchant, rider, otherRider] = made as [Rider, Rider, Rider];
  racers = made.slice(3);
  await optIn(server, [rider, otherRider, ...racers]);
  push = await pushDevices(receiver, [merchant, rider]);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('the move table', () => {
  // The parcel's rider took it on the way to accepted; for a pending parcel, or one the
  // merchant cancelled before anyone took it, they are one opted-in rider among others.
  const tookIt = (status: string) => ['accepted', 'picked_up', 'delivered'].includes(status);
  const movers: { name: string; who: () => Rider; as: (status: string) => ParcelActor }[] = [
    { name: 'merchant', who: () => merchant, as: () => 'merchant' },
    { name: 'its rider', who: () => rider, as: (s) => (tookIt(s) ? 'rider' : 'any_rider') },
    { name: 'another rider', who: () => otherRider, as: () => 'any_rider' },
  ];

  for (const status of PARCEL_STATUSES) {
    for (const action of PARCEL_ACTIONS) {
      for (const mover of movers) {
        const allowed = PARCEL_MOVES.find(
          (move) => move.from === status && move.action === action && move.by === mover.as(status),
        );
        // No move of that name leaves the status: 400; there is one, not this mover's: 403.
        const named = PARCEL_MOVES.some((move) => move.from === status && move.action === action);
        const outcome = allowed ? allowed.to : named ? 403 : 400;
        it(`${status} --${action}--> by ${mover.name}: ${outcome}`, async () => {
          const parcel = await parcelIn(status, merchant, rider);
          const reason = allowed?.needsReason ? 'Flat tyre, no spare.' : undefined;
          const reply = await moveAs(mover.who(), parcel, action, status, reason);
          if (!allowed) {
            expect(reply.statusCode, reply.body).toBe(outcome);
            const stored = await server.app.db
              .selectFrom('parcels')
              .select('status')
              .where('id', '=', parcel.id)
              .executeTakeFirstOrThrow();
            expect(stored.status).toBe(status);
            return;
          }
          expect(reply.statusCode, reply.body).toBe(200);
          expect(reply.json()).toMatchObject({ id: parcel.id, status: allowed.to });
        });
      }
    }
  }

  it('a move needing a reason is refused without one', async () => {
    const parcel = await parcelIn('accepted', merchant, rider);
    const reply = await moveAs(rider, parcel, 'cancel', 'accepted');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: PARCEL_TEXT.reasonRequired });
  });

  it('a stale status is 409 and changes nothing', async () => {
    const parcel = await parcelIn('picked_up', merchant, rider);
    const reply = await moveAs(rider, parcel, 'pick_up', 'accepted');
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message: PARCEL_TEXT.staleStatus });
    const cancel = await moveAs(merchant, parcel, 'cancel', 'accepted');
    expect(cancel.statusCode).toBe(409);
    const taken = await otherRider.client.post(`/api/parcel/${parcel.id}/take`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: PARCEL_TEXT.alreadyTaken });
  });

  it('a member who is no rider cannot take; a stranger cannot move', async () => {
    const parcel = await sendParcel(merchant);
    const [stranger] = await makeRiders(server, 'parcel_stranger', 1);
    const take = await stranger!.client.post(`/api/parcel/${parcel.id}/take`);
    expect(take.statusCode).toBe(403);
    expect(take.json()).toMatchObject({ message: PARCEL_TEXT.notARider });
    const accepted = await parcelIn('accepted', merchant, rider);
    const pick = await moveAs(otherRider, accepted, 'pick_up', 'accepted');
    expect(pick.statusCode).toBe(403);
    const missing = await moveAs(rider, { id: 999_999 }, 'pick_up', 'accepted');
    expect(missing.statusCode).toBe(404);
  });

  it('giving a parcel up before pick-up returns it to the open list for another rider', async () => {
    const parcel = await parcelIn('accepted', merchant, rider);
    const reply = await moveAs(rider, parcel, 'cancel', 'accepted', 'My chain broke.');
    expect(reply.statusCode, reply.body).toBe(200);
    // The former rider now sees it as any rider does: no receiver contact.
    expect(reply.json()).toMatchObject({ status: 'pending', rider: null });
    expect(reply.json()).not.toHaveProperty('receiver');
    const again = await otherRider.client.post(`/api/parcel/${parcel.id}/take`);
    expect(again.statusCode, again.body).toBe(200);
    expect(parcelSchema.parse(again.json())).toMatchObject({
      status: 'accepted',
      rider: { id: otherRider.id },
      view: 'rider',
      actions: ['pick_up', 'cancel'],
    });
    const seenByMerchant = parcelSchema.parse(
      (await merchant.client.get(`/api/parcel/${parcel.id}`)).json(),
    );
    expect(seenByMerchant.cancelReason).toBe('My chain broke.');
  });
});

describe('history and pushes', () => {
  it('keeps every move with who made it, and tells the other side of each', async () => {
    const parcel = await sendParcel(merchant);
    const noticesOf = (member: Rider) =>
      push.notices(member).filter((notice) => notice.url === parcelScreenPath(parcel.id));

    expect((await rider.client.post(`/api/parcel/${parcel.id}/take`)).statusCode).toBe(200);
    await expect.poll(() => noticesOf(merchant).length).toBe(1);
    expect(noticesOf(merchant)[0]).toMatchObject({
      title: PARCEL_TEXT.takenTitle(parcel.name),
      tag: `parcel-${parcel.id}`,
    });

    expect((await moveAs(rider, parcel, 'pick_up', 'accepted')).statusCode).toBe(200);
    await expect.poll(() => noticesOf(merchant).length).toBe(2);
    expect(noticesOf(merchant)[1]!.title).toBe(PARCEL_TEXT.pickedUpTitle(parcel.name));

    expect((await moveAs(rider, parcel, 'deliver', 'picked_up')).statusCode).toBe(200);
    await expect.poll(() => noticesOf(merchant).length).toBe(3);
    expect(noticesOf(merchant)[2]!.title).toBe(PARCEL_TEXT.deliveredTitle(parcel.name));
    // The mover is never told of their own move.
    expect(noticesOf(rider)).toEqual([]);

    const reply = await merchant.client.get(`/api/parcel/${parcel.id}/history`);
    expect(reply.statusCode, reply.body).toBe(200);
    const history = parcelHistorySchema.parse(reply.json());
    const moves = history.filter((entry) => entry.action !== RECEIVER_VIEW_ACTION);
    expect(moves.map((entry) => [entry.from, entry.to, entry.action, entry.by?.id])).toEqual([
      [null, 'pending', 'create', merchant.id],
      ['pending', 'accepted', 'take', rider.id],
      ['accepted', 'picked_up', 'pick_up', rider.id],
      ['picked_up', 'delivered', 'deliver', rider.id],
    ]);
    // Each reply to the rider showed the receiver's details: one run of three views.
    const views = history.filter((entry) => entry.action === RECEIVER_VIEW_ACTION);
    expect(views.map((entry) => [entry.by?.id, entry.seen?.times])).toEqual([[rider.id, 3]]);
    expect((await rider.client.get(`/api/parcel/${parcel.id}/history`)).statusCode).toBe(200);
    expect((await otherRider.client.get(`/api/parcel/${parcel.id}/history`)).statusCode).toBe(404);
  });

  it("tells the rider when the merchant cancels, and the merchant of the rider's reason", async () => {
    const first = await parcelIn('accepted', merchant, rider);
    expect((await moveAs(merchant, first, 'cancel', 'accepted')).statusCode).toBe(200);
    await expect
      .poll(() => push.notices(rider).filter((n) => n.url === parcelScreenPath(first.id)))
      .toEqual([
        expect.objectContaining({
          title: PARCEL_TEXT.merchantCancelledTitle(first.name),
          body: PARCEL_TEXT.merchantCancelledBody,
        }),
      ]);

    const second = await parcelIn('picked_up', merchant, rider);
    const reply = await moveAs(rider, second, 'cancel', 'picked_up', 'Nobody at the address.');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Nobody at the address.',
    });
    await expect
      .poll(() =>
        push
          .notices(merchant)
          .filter((n) => n.url === parcelScreenPath(second.id))
          .at(-1),
      )
      .toMatchObject({
        title: PARCEL_TEXT.riderCancelledTitle(second.name),
        body: 'Nobody at the address.',
      });
  });
});

describe('one rider per parcel', () => {
  it('of ten riders taking one parcel at the same moment, exactly one gets it', async () => {
    for (let round = 0; round < 3; round++) {
      const parcel = await sendParcel(merchant);
      const replies = await Promise.all(
        racers.map((racer) => racer.client.post(`/api/parcel/${parcel.id}/take`)),
      );
      const codes = replies.map((reply) => reply.statusCode).sort();
      expect(codes).toEqual([200, ...Array<number>(racers.length - 1).fill(409)]);
      const winner = racers[replies.findIndex((reply) => reply.statusCode === 200)]!;
      const stored = await server.app.db
        .selectFrom('parcels')
        .select(['status', 'rider_id'])
        .where('id', '=', parcel.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: 'accepted', rider_id: winner.id });
      const takes = await server.app.db
        .selectFrom('parcel_moves')
        .select('by_user_id')
        .where('parcel_id', '=', parcel.id)
        .where('action', '=', 'take')
        .execute();
      expect(takes).toEqual([{ by_user_id: winner.id }]);
    }
  });
});
