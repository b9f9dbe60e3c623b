/**
 * Parcels: any member sends one (the merchant), priced by the club's charge bands when sent;
 * members who opt in as riders list the open ones. Reading a parcel needs a part in it: its
 * merchant or the rider who took it see all of it; other riders see a pending one without the
 * receiver's contact; the receiver reads the tracking page by its secret token.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { toPage, type Page } from '../../../contract/paging';
import {
  PARCEL_ERROR_CODE,
  PARCEL_PICTURE_WIDTHS,
  PARCEL_TEXT,
  type OpenParcel,
  type Parcel,
  type ParcelHistoryEntry,
  type ParcelInputParsed,
  type ParcelPicture,
  type ParcelQuote,
  type ParcelStatus,
  type ParcelTracking,
} from '../../../contract/parcels';
import type { Database } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http-errors';
import type { AuthUser } from '../../types';
import { findMedia, storePicture } from '../media';
import { readClubSettings } from '../settings';
import { quoteCharge } from './charge';
import {
  findByToken,
  findParcel,
  insertMove,
  insertParcel,
  insertPictures,
  listOpen,
  listParcels,
  mediaOwnership,
  movesOf,
} from './repository';
import { isApprovedRider, requireRider, shownInFull } from './riders/service';
import { receiverViewsOf } from './riders/repository';
import { toHistory, toOpenParcels, toPicture, toTracking, viewOf } from './shapes';

type Db = Kysely<Database>;
export const PICTURE_KIND = 'parcel';

/** 24 random bytes: 192 bits, 32 base64url characters. */
const newTrackingToken = () => randomBytes(24).toString('base64url');

/** A refused parcel whose charge is no longer the one the merchant was shown. */
export class ChargeChanged extends HttpError {
  constructor(readonly quote: ParcelQuote) {
    super(409, PARCEL_TEXT.chargeChanged, { code: PARCEL_ERROR_CODE.chargeChanged });
  }
}

export async function quote(
  db: Db,
  request: Parameters<typeof quoteCharge>[1],
): Promise<ParcelQuote> {
  return quoteCharge(await readClubSettings(db), request);
}

export async function uploadPicture(
  app: FastifyInstance,
  owner: AuthUser,
  image: Buffer,
): Promise<ParcelPicture> {
  const id = await storePicture(app, owner.id, PICTURE_KIND, image, PARCEL_PICTURE_WIDTHS);
  return toPicture(id, JSON.stringify((await findMedia(app.db, id))?.widths ?? []));
}

async function checkPictures(db: Db, merchant: AuthUser, ids: string[]): Promise<void> {
  const rows = await mediaOwnership(db, ids);
  const fieldErrors: Record<string, string> = {};
  ids.forEach((id, index) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || row.owner_id !== merchant.id || row.kind !== PICTURE_KIND) {
      fieldErrors[`pictureIds.${index}`] = PARCEL_TEXT.notYourPicture;
    }
  });
  if (Object.keys(fieldErrors).length > 0) {
    throw badRequest(PARCEL_TEXT.notYourPicture, fieldErrors);
  }
}

export async function create(
  db: Db,
  merchant: AuthUser,
  input: ParcelInputParsed,
): Promise<Parcel> {
  const charge = await quote(db, {
    pickup: input.pickup.point,
    dropoff: input.receiver.point,
    weightGrams: input.weightGrams,
  });
  if (input.deliveryCharge !== null && input.deliveryCharge !== charge.deliveryCharge) {
    throw new ChargeChanged(charge);
  }
  const now = new Date().toISOString();
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  const id = await db.transaction().execute(async (trx) => {
    await checkPictures(trx, merchant, input.pictureIds);
    const parcelId = await insertParcel(trx, {
      merchant_id: merchant.id,
      rider_id: null,
      name: input.name,
      description: input.description,
      weight_grams: input.weightGrams,
      cash_on_delivery: input.cashOnDelivery,
      delivery_charge: charge.deliveryCharge,
      currency: charge.currency,
      distance_km: charge.distanceKm,
      pickup_address: input.pickup.address,
      pickup_lat: input.pickup.point?.lat ?? null,
      pickup_lng: input.pickup.point?.lng ?? null,
      pickup_window_start: iso(input.pickup.windowStart),
      pickup_window_end: iso(input.pickup.windowEnd),
      pickup_instructions: input.pickup.instructions,
      receiver_name: input.receiver.name,
      receiver_phone: input.receiver.phone,
      receiver_address: input.receiver.address,
      dropoff_lat: input.receiver.point?.lat ?? null,
      dropoff_lng: input.receiver.point?.lng ?? null,
      delivery_instructions: input.deliveryInstructions,
      status: 'pending',
      cancel_reason: null,
      tracking_token: newTrackingToken(),
      created_at: now,
      updated_at: now,
      accepted_at: null,
      picked_up_at: null,
      delivered_at: null,
      cancelled_at: null,
    });
    await insertPictures(trx, parcelId, input.pictureIds);
    await insertMove(trx, {
      parcel_id: parcelId,
      from_status: null,
      to_status: 'pending',
      action: 'create',
      reason: null,
      by_user_id: merchant.id,
      at: now,
    });
    return parcelId;
  });
  return one(db, merchant, id) as Promise<Parcel>;
}

/**
 * One parcel: all of it for its merchant and rider; an opted-in rider sees a pending one as on
 * the open list; anybody else gets 404, as if there were none.
 */
export async function one(db: Db, reader: AuthUser, id: number): Promise<Parcel | OpenParcel> {
  const row = await findParcel(db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  if (viewOf(row, reader.id)) return (await shownInFull(db, [row], reader))[0]!;
  if (row.status === 'pending' && (await isApprovedRider(db, reader.id))) {
    return (await toOpenParcels(db, [row], null))[0]!;
  }
  throw notFound(SERVER_MESSAGE.notFound);
}

export async function history(db: Db, reader: AuthUser, id: number): Promise<ParcelHistoryEntry[]> {
  const row = await findParcel(db, id);
  if (!row || !viewOf(row, reader.id)) throw notFound(SERVER_MESSAGE.notFound);
  const [moves, views] = await Promise.all([movesOf(db, id), receiverViewsOf(db, id)]);
  return toHistory(db, moves, views);
}

export async function mine(
  db: Db,
  reader: AuthUser,
  as: 'merchant' | 'rider',
  query: { page: number; size: number; status?: ParcelStatus },
): Promise<Page<Parcel>> {
  const filter = as === 'merchant' ? { merchantId: reader.id } : { riderId: reader.id };
  const { page, size, status } = query;
  const { rows, total } = await listParcels(db, { ...filter, status }, page, size);
  return toPage(await shownInFull(db, rows, reader), total, page, size);
}

export async function openParcels(
  db: Db,
  reader: AuthUser,
  query: { page: number; size: number; lat?: number; lng?: number },
): Promise<Page<OpenParcel>> {
  await requireRider(db, reader);
  const near =
    query.lat === undefined || query.lng === undefined ? null : { lat: query.lat, lng: query.lng };
  const { rows, total } = await listOpen(db, reader.id, near, query.page, query.size);
  return toPage(await toOpenParcels(db, rows, near), total, query.page, query.size);
}

export async function tracking(db: Db, token: string): Promise<ParcelTracking> {
  const row = await findByToken(db, token);
  if (!row) throw notFound(PARCEL_TEXT.trackingNotFound);
  return toTracking(db, row);
}
