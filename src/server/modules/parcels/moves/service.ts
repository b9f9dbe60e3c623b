/**
 * Moving a parcel through PARCEL_MOVES. Taking it is one conditional UPDATE, so of riders
 * taking it at the same moment exactly one gets it. Any other move is made in a transaction on
 * the locked row: the mover must play the move's part (merchant or the rider who took it), the
 * stated current status must still be the stored one (else 409), and the UPDATE is conditional
 * on it again. Every move is kept with who made it and why, and the other side is told by push
 * after the commit.
 */
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import {
  PARCEL_MOVES,
  PARCEL_TEXT,
  findParcelMove,
  parcelScreenPath,
  type OpenParcel,
  type Parcel,
  type ParcelMove,
  type ParcelStatus,
} from '../../../../contract/parcels';
import type { PushPayload } from '../../../../contract/push';
import { badRequest, conflict, forbidden, notFound } from '../../../http-errors';
import type { AuthUser } from '../../../types';
import {
  findParcel,
  insertMove,
  lockParcel,
  moveParcel,
  takeParcel,
  type ParcelRow,
} from '../repository';
import { requireGiveBacksLeft, requireRider, shownInFull } from '../riders/service';
import { toOpenParcels, viewOf } from '../shapes';

interface MoveRequest {
  action: ParcelMove['action'];
  currentStatus: ParcelStatus;
  reason: string | null;
}

/** What a move writes besides the status: its time, and the rider's part. */
function patchFor(move: ParcelMove, reason: string | null, now: string) {
  const stamp = {
    accepted: { accepted_at: now },
    picked_up: { picked_up_at: now },
    delivered: { delivered_at: now },
    cancelled: { cancelled_at: now },
    // Given up before pick-up: free for the next rider, as if never taken.
    pending: { rider_id: null, accepted_at: null },
  }[move.to];
  return {
    status: move.to,
    updated_at: now,
    ...stamp,
    ...(move.needsReason ? { cancel_reason: reason } : {}),
  };
}

/** The notice to the other side of a move: the merchant when the rider moves, and back. */
function noticeOf(row: ParcelRow, move: ParcelMove, reason: string | null) {
  const url = parcelScreenPath(row.id);
  const tag = `parcel-${row.id}`;
  if (move.by === 'merchant') {
    if (row.rider_id === null) return null;
    const payload: PushPayload = {
      title: PARCEL_TEXT.merchantCancelledTitle(row.name),
      body: PARCEL_TEXT.merchantCancelledBody,
      url,
      tag,
    };
    return { to: row.rider_id, payload };
  }
  const title = {
    take: PARCEL_TEXT.takenTitle(row.name),
    pick_up: PARCEL_TEXT.pickedUpTitle(row.name),
    deliver: PARCEL_TEXT.deliveredTitle(row.name),
    cancel:
      move.to === 'pending'
        ? PARCEL_TEXT.givenUpTitle(row.name)
        : PARCEL_TEXT.riderCancelledTitle(row.name),
  }[move.action];
  const body = move.to === 'pending' ? PARCEL_TEXT.givenUpBody(reason ?? '') : (reason ?? row.name);
  return { to: row.merchant_id, payload: { title, body, url, tag } satisfies PushPayload };
}

function tell(app: FastifyInstance, notice: ReturnType<typeof noticeOf>) {
  // After the commit, and not awaited: the mover's reply must not wait on push services.
  if (notice) void app.notify([notice.to], 'parcels', notice.payload);
}

/** The parcel as the rider who holds it sees it. */
async function held(app: FastifyInstance, rider: AuthUser, id: number): Promise<Parcel> {
  const row = (await findParcel(app.db, id))!;
  return (await shownInFull(app.db, [row], rider))[0]!;
}

/** The parcel after a move; a rider who gave it up sees it as any rider does. */
async function shaped(app: FastifyInstance, reader: AuthUser, id: number) {
  const row = (await findParcel(app.db, id))!;
  if (viewOf(row, reader.id)) return (await shownInFull(app.db, [row], reader))[0]!;
  return (await toOpenParcels(app.db, [row], null))[0]!;
}

/**
 * A pending parcel to this approved rider: 409 when another rider got it first, 429 when they
 * gave back their day's worth of parcels.
 */
export async function take(app: FastifyInstance, rider: AuthUser, id: number): Promise<Parcel> {
  await requireRider(app.db, rider);
  await requireGiveBacksLeft(app.db, rider);
  const now = new Date().toISOString();
  const taken = await app.db.transaction().execute(async (trx) => {
    if (!(await takeParcel(trx, id, rider.id, now))) return false;
    await insertMove(trx, {
      parcel_id: id,
      from_status: 'pending',
      to_status: 'accepted',
      action: 'take',
      reason: null,
      by_user_id: rider.id,
      at: now,
    });
    return true;
  });
  const row = await findParcel(app.db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  if (!taken) {
    if (row.merchant_id === rider.id) throw forbidden(PARCEL_TEXT.ownParcel);
    if (row.rider_id === rider.id) return held(app, rider, id);
    throw conflict(row.status === 'pending' ? PARCEL_TEXT.staleStatus : PARCEL_TEXT.alreadyTaken);
  }
  tell(app, noticeOf(row, findParcelMove('pending', 'take', 'any_rider')!, null));
  return held(app, rider, id);
}

function refuseUnknownMove(request: MoveRequest) {
  const known = PARCEL_MOVES.some(
    (move) => move.from === request.currentStatus && move.action === request.action,
  );
  if (!known) {
    const message = PARCEL_TEXT.moveNotAllowed(request.currentStatus, request.action);
    throw badRequest(message, { action: message });
  }
}

export async function move(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
  request: MoveRequest,
): Promise<Parcel | OpenParcel> {
  if (request.action === 'take') {
    if (request.currentStatus !== 'pending') refuseUnknownMove(request);
    return take(app, actor, id);
  }
  refuseUnknownMove(request);
  const now = new Date().toISOString();
  const { row, made } = await app.db.transaction().execute(async (trx) => {
    const row = await lockParcel(trx, app.dialect, id);
    if (!row) throw notFound(SERVER_MESSAGE.notFound);
    const view = viewOf(row, actor.id);
    if (!view) throw forbidden(PARCEL_TEXT.notYours);
    const made = findParcelMove(request.currentStatus, request.action, view);
    if (!made) throw forbidden(PARCEL_TEXT.notYours);
    if (made.needsReason && !request.reason) {
      throw badRequest(PARCEL_TEXT.reasonRequired, { reason: PARCEL_TEXT.reasonRequired });
    }
    if (row.status !== request.currentStatus) throw conflict(PARCEL_TEXT.staleStatus);
    if (!(await moveParcel(trx, id, made.from, patchFor(made, request.reason, now)))) {
      throw conflict(PARCEL_TEXT.staleStatus);
    }
    await insertMove(trx, {
      parcel_id: id,
      from_status: made.from,
      to_status: made.to,
      action: made.action,
      reason: made.needsReason ? request.reason : null,
      by_user_id: actor.id,
      at: now,
    });
    return { row, made };
  });
  tell(app, noticeOf(row, made, request.reason));
  return shaped(app, actor, id);
}
