/**
 * Rows to the contract's parcels, for one reader. What a reader sees is decided here, once:
 * the receiver's phone, address, map point and delivery instructions only in `parcelSchema`,
 * which only the merchant and the rider who took the parcel are given.
 */
import type { Kysely } from 'kysely';
import {
  PARCEL_STATUS_LABEL,
  RECEIVER_VIEW_ACTION,
  parcelMovesFor,
  parcelTrackingScreenPath,
  type OpenParcel,
  type Parcel,
  type ParcelHistoryEntry,
  type ParcelPicture,
  type ParcelTracking,
  type ParcelView,
} from '../../../contract/parcels';
import type { MemberName } from '../../../contract/products';
import type { Database } from '../../db/schema';
import { pictureSizes } from '../media';
import { memberNamesById } from '../users';
import { haversineKm, roundKm } from './charge';
import { picturesOf, type ParcelMoveRow, type ParcelRow } from './repository';
import type { receiverViewsOf } from './riders/repository';

type ReceiverViewRow = Awaited<ReturnType<typeof receiverViewsOf>>[number];

type Db = Kysely<Database>;

export function toPicture(mediaId: string, widthsJson: string): ParcelPicture {
  return { id: mediaId, ...pictureSizes(mediaId, widthsJson) };
}

const point = (lat: number | null, lng: number | null) =>
  lat === null || lng === null ? null : { lat: Number(lat), lng: Number(lng) };

const times = (row: ParcelRow) => ({
  createdAt: row.created_at,
  acceptedAt: row.accepted_at,
  pickedUpAt: row.picked_up_at,
  deliveredAt: row.delivered_at,
  cancelledAt: row.cancelled_at,
});

/** The part the reader plays in this parcel, or null when they play none. */
export function viewOf(row: ParcelRow, readerId: number): ParcelView | null {
  if (row.merchant_id === readerId) return 'merchant';
  if (row.rider_id !== null && row.rider_id === readerId) return 'rider';
  return null;
}

interface Context {
  people: Map<number, MemberName>;
  pictures: Map<number, ParcelPicture[]>;
}

async function contextOf(db: Db, rows: ParcelRow[]): Promise<Context> {
  const [people, pictureRows] = await Promise.all([
    memberNamesById(db, [
      ...rows.map((row) => row.merchant_id),
      ...rows.flatMap((row) => (row.rider_id === null ? [] : [row.rider_id])),
    ]),
    picturesOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const pictures = new Map<number, ParcelPicture[]>();
  for (const picture of pictureRows) {
    const list = pictures.get(picture.parcel_id) ?? [];
    list.push(toPicture(picture.media_id, picture.widths));
    pictures.set(picture.parcel_id, list);
  }
  return { people, pictures };
}

const unknownMember = (id: number): MemberName => ({
  id,
  username: '',
  fullName: '',
  profilePicture: null,
});

function open(row: ParcelRow, context: Context, from: { lat: number; lng: number } | null) {
  const pickupPoint = point(row.pickup_lat, row.pickup_lng);
  const parcel: OpenParcel = {
    id: row.id,
    name: row.name,
    description: row.description,
    weightGrams: row.weight_grams,
    cashOnDelivery: Number(row.cash_on_delivery),
    deliveryCharge: Number(row.delivery_charge),
    currency: row.currency,
    distanceKm: row.distance_km === null ? null : Number(row.distance_km),
    pickup: {
      address: row.pickup_address,
      point: pickupPoint,
      windowStart: row.pickup_window_start,
      windowEnd: row.pickup_window_end,
      instructions: row.pickup_instructions,
    },
    receiverName: row.receiver_name,
    pictures: context.pictures.get(row.id) ?? [],
    status: row.status,
    merchant: context.people.get(row.merchant_id) ?? unknownMember(row.merchant_id),
    rider:
      row.rider_id === null
        ? null
        : (context.people.get(row.rider_id) ?? unknownMember(row.rider_id)),
    times: times(row),
    kmFromYou: from && pickupPoint ? roundKm(haversineKm(from, pickupPoint)) : null,
  };
  return parcel;
}

function full(row: ParcelRow, context: Context, view: ParcelView): Parcel {
  return {
    ...open(row, context, null),
    receiver: {
      name: row.receiver_name,
      phone: row.receiver_phone,
      address: row.receiver_address,
      point: point(row.dropoff_lat, row.dropoff_lng),
    },
    deliveryInstructions: row.delivery_instructions,
    cancelReason: row.cancel_reason,
    view,
    actions: [...new Set(parcelMovesFor(row.status, view).map((move) => move.action))],
    trackingPath: view === 'merchant' ? parcelTrackingScreenPath(row.tracking_token) : null,
  };
}

/** Parcels the reader is the merchant or rider of; any other is left out. */
export async function toParcels(db: Db, rows: ParcelRow[], readerId: number): Promise<Parcel[]> {
  const theirs = rows.flatMap((row) => {
    const view = viewOf(row, readerId);
    return view ? [{ row, view }] : [];
  });
  const context = await contextOf(
    db,
    theirs.map((entry) => entry.row),
  );
  return theirs.map(({ row, view }) => full(row, context, view));
}

export async function toOpenParcels(
  db: Db,
  rows: ParcelRow[],
  from: { lat: number; lng: number } | null,
): Promise<OpenParcel[]> {
  const context = await contextOf(db, rows);
  return rows.map((row) => open(row, context, from));
}

export async function toTracking(db: Db, row: ParcelRow): Promise<ParcelTracking> {
  const people = await memberNamesById(
    db,
    row.rider_id === null ? [row.merchant_id] : [row.merchant_id, row.rider_id],
  );
  return {
    name: row.name,
    status: row.status,
    statusLabel: PARCEL_STATUS_LABEL[row.status],
    receiverName: row.receiver_name,
    cashOnDelivery: Number(row.cash_on_delivery),
    currency: row.currency,
    merchantName: people.get(row.merchant_id)?.fullName ?? '',
    riderName: row.rider_id === null ? null : (people.get(row.rider_id)?.fullName ?? ''),
    pickupWindowStart: row.pickup_window_start,
    pickupWindowEnd: row.pickup_window_end,
    times: times(row),
  };
}

/** The moves and the runs of receiver views, in time order. */
export async function toHistory(
  db: Db,
  moves: ParcelMoveRow[],
  views: ReceiverViewRow[],
): Promise<ParcelHistoryEntry[]> {
  const people = await memberNamesById(db, [
    ...moves.flatMap((move) => (move.by_user_id === null ? [] : [move.by_user_id])),
    ...views.flatMap((view) => (view.viewer_id === null ? [] : [view.viewer_id])),
  ]);
  const who = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const entries: ParcelHistoryEntry[] = [
    ...moves.map((move) => ({
      from: move.from_status as ParcelHistoryEntry['from'],
      to: move.to_status as ParcelHistoryEntry['to'],
      action: move.action,
      reason: move.reason,
      by: who(move.by_user_id),
      at: move.at,
      seen: null,
    })),
    ...views.map((view) => ({
      from: null,
      to: null,
      action: RECEIVER_VIEW_ACTION,
      reason: null,
      by: who(view.viewer_id),
      at: view.first_at,
      seen: { times: view.times, lastAt: view.last_at },
    })),
  ];
  // Stable: a move and a view of the same moment keep moves first.
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
