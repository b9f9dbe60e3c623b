/**
 * A seller's own shop details, the figures of their Notifications and Analytics tabs, what the
 * club owes its sellers, and the seller's line to the admins. A seller who never saved their
 * details has the defaults: their own name, every delivery option, two days to dispatch.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { startOfMonth, startOfWeek, dayKeyOf } from '../../../contract/club-time';
import { DELIVERY_OPTIONS } from '../../../contract/settings';
import {
  SELLER_LIMITS,
  SELLER_LOGO_WIDTHS,
  SELLER_TEXT,
  payoutAccountSchema,
  type PayoutAccount,
  type SellerInsights,
  type SellerLogo,
  type SellerPayouts,
  type SellerProfile,
  type SellerShop,
  type sellerProfileInputSchema,
} from '../../../contract/seller';
import { conflict, notFound } from '../../http-errors';
import type { AuthUser } from '../../types';
import { createConversation, isMember } from '../conversations';
import { findMedia, deleteMedia, storePicture, toPostMedia } from '../media';
import { readClubSettings } from '../settings';
import { adminIds, findUserById, pictureOf } from '../users';
import * as repo from './repository';

const DAY_MS = 86_400_000;
const LOGO_KIND = 'seller-logo';
const DEFAULT_DISPATCH_DAYS = 2;

type ProfileInput = z.output<typeof sellerProfileInputSchema>;

function readPayout(json: string | null): PayoutAccount | null {
  if (!json) return null;
  try {
    const parsed = payoutAccountSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readShipping(json: string | undefined): SellerProfile['shippingOptions'] {
  try {
    const stored = JSON.parse(json ?? '[]') as unknown[];
    const options = DELIVERY_OPTIONS.filter((option) => stored.includes(option));
    return options.length ? options : [...DELIVERY_OPTIONS];
  } catch {
    return [...DELIVERY_OPTIONS];
  }
}

async function logoOf(app: FastifyInstance, mediaId: string | null): Promise<SellerLogo | null> {
  const media = mediaId ? await findMedia(app.db, mediaId) : undefined;
  if (!media) return null;
  const { url, sizes } = toPostMedia('image', media.id, JSON.stringify(media.widths));
  return { url, sizes };
}

async function profileOf(app: FastifyInstance, sellerId: number): Promise<SellerProfile> {
  const row = await repo.findProfile(app.db, sellerId);
  return {
    sellerId,
    businessName: row?.business_name ?? '',
    description: row?.description ?? '',
    returnPolicy: row?.return_policy ?? '',
    warrantyPolicy: row?.warranty_policy ?? '',
    payout: readPayout(row?.payout ?? null),
    shippingOptions: readShipping(row?.shipping_options),
    dispatchDays: row?.dispatch_days ?? DEFAULT_DISPATCH_DAYS,
    logo: await logoOf(app, row?.logo_media_id ?? null),
    updatedAt: row?.updated_at ?? null,
  };
}

/** The seller's own details, payout account included. */
export function ownProfile(app: FastifyInstance, seller: AuthUser): Promise<SellerProfile> {
  return profileOf(app, seller.id);
}

export async function saveProfile(
  app: FastifyInstance,
  seller: AuthUser,
  input: ProfileInput,
): Promise<SellerProfile> {
  const current = await repo.findProfile(app.db, seller.id);
  await repo.saveProfile(app.db, {
    seller_id: seller.id,
    business_name: input.businessName,
    description: input.description,
    return_policy: input.returnPolicy,
    warranty_policy: input.warrantyPolicy,
    payout: input.payout ? JSON.stringify(input.payout) : null,
    shipping_options: JSON.stringify(input.shippingOptions),
    dispatch_days: input.dispatchDays,
    logo_media_id: current?.logo_media_id ?? null,
    support_conversation_id: current?.support_conversation_id ?? null,
    updated_at: new Date().toISOString(),
  });
  return profileOf(app, seller.id);
}

/** Stores a new logo (or none) and deletes the one it replaces. */
export async function replaceLogo(
  app: FastifyInstance,
  seller: AuthUser,
  readPicture: (() => Promise<Buffer>) | null,
): Promise<SellerProfile> {
  const mediaId = readPicture
    ? await storePicture(app, seller.id, LOGO_KIND, await readPicture(), SELLER_LOGO_WIDTHS)
    : null;
  const current = await repo.findProfile(app.db, seller.id);
  const now = new Date().toISOString();
  if (current)
    await repo.updateProfile(app.db, seller.id, { logo_media_id: mediaId, updated_at: now });
  else {
    await repo.saveProfile(app.db, {
      seller_id: seller.id,
      shipping_options: JSON.stringify(DELIVERY_OPTIONS),
      dispatch_days: DEFAULT_DISPATCH_DAYS,
      payout: null,
      logo_media_id: mediaId,
      support_conversation_id: null,
      updated_at: now,
    });
  }
  if (current?.logo_media_id) await deleteMedia(app, [current.logo_media_id]);
  return profileOf(app, seller.id);
}

/** What buyers see of a seller: 404 for a member who is not one. */
export async function shopOf(app: FastifyInstance, sellerId: number): Promise<SellerShop> {
  const user = await findUserById(app.db, sellerId);
  const selling = user && (await isSeller(app, sellerId));
  if (!user || !selling) throw notFound();
  const { payout: _payout, updatedAt: _updatedAt, ...shown } = await profileOf(app, sellerId);
  return { ...shown, name: shown.businessName || user.full_name || user.username };
}

async function isSeller(app: FastifyInstance, userId: number): Promise<boolean> {
  const row = await app.db
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'ROLE_SELLER')
    .executeTakeFirst();
  return row !== undefined;
}

/** The Notifications and Analytics figures of one seller, or of the whole shop (null). */
export async function insights(
  db: Kysely<Database>,
  sellerId: number | null,
  now = new Date(),
): Promise<SellerInsights> {
  const { currency, timeZone } = await readClubSettings(db);
  const firstWeek = startOfWeek(now, timeZone, -(SELLER_LIMITS.trendWeeks - 1));
  const quietSince = new Date(now.getTime() - SELLER_LIMITS.slowMoverDays * DAY_MS).toISOString();
  const [low, statuses, returns, completed, best, slow, buyers] = await Promise.all([
    repo.lowStock(db, sellerId, SELLER_LIMITS.lowStockUnits, SELLER_LIMITS.listSize),
    repo.linesByStatus(db, sellerId),
    repo.recentReturns(db, sellerId, SELLER_LIMITS.listSize),
    repo.completedSince(db, sellerId, firstWeek.toISOString()),
    repo.bestSellers(db, sellerId, SELLER_LIMITS.listSize),
    repo.slowMovers(db, sellerId, quietSince, SELLER_LIMITS.listSize),
    repo.buyers(db, sellerId),
  ]);
  const count = (status: string) => statuses.find((row) => row.status === status)?.count ?? 0;
  const weeks = Array.from({ length: SELLER_LIMITS.trendWeeks }, (_, index) =>
    startOfWeek(now, timeZone, index - (SELLER_LIMITS.trendWeeks - 1)),
  );
  const salesByWeek = weeks.map((start, index) => {
    const end = weeks[index + 1]?.getTime() ?? Infinity;
    const inWeek = completed.filter((line) => {
      const at = Date.parse(line.at);
      return at >= start.getTime() && at < end;
    });
    return {
      weekStart: dayKeyOf(start, timeZone),
      sales: inWeek.reduce((sum, line) => sum + line.total, 0),
      units: inWeek.reduce((sum, line) => sum + line.units, 0),
    };
  });
  const byDelivery = Object.fromEntries(
    DELIVERY_OPTIONS.map((option) => [
      option,
      buyers.byDelivery.find((row) => row.option === option)?.orders ?? 0,
    ]),
  ) as SellerInsights['buyers']['byDelivery'];
  return {
    currency,
    lowStock: {
      threshold: SELLER_LIMITS.lowStockUnits,
      count: low.count,
      products: low.rows.map((row) => ({
        productId: row.id,
        name: row.name,
        quantityAvailable: row.quantity_available,
      })),
    },
    newOrders: {
      count: count('unconfirmed'),
      oldestAt: statuses.find((row) => row.status === 'unconfirmed')?.first ?? null,
    },
    returns: {
      lines: statuses.reduce((sum, row) => sum + row.count, 0),
      cancelled: count('cancelled'),
      rejected: count('rejected'),
      recent: returns.map((row) => ({
        lineId: row.id,
        orderId: row.order_id,
        productName: row.product_name,
        status: row.status,
        note: row.status_note,
        at: row.updated_at,
      })),
    },
    salesByWeek,
    bestSellers: best,
    slowMovers: slow.map((row) => ({
      productId: row.id,
      name: row.name,
      quantityAvailable: row.quantity_available,
    })),
    buyers: { distinct: buyers.distinct, repeat: buyers.repeat, byDelivery },
  };
}

/** Every seller, where to pay them and what their completed lines came to. */
export async function payouts(db: Kysely<Database>, now = new Date()): Promise<SellerPayouts> {
  const { currency, timeZone } = await readClubSettings(db);
  const [sellers, totals, thisMonth] = await Promise.all([
    repo.sellersWithProfiles(db),
    repo.completedTotals(db),
    repo.completedSince(db, null, startOfMonth(now, timeZone).toISOString()),
  ]);
  return {
    currency,
    content: sellers.map((row) => ({
      seller: {
        id: row.id,
        username: row.username,
        fullName: row.full_name,
        profilePicture: pictureOf(row.profile_picture_id),
      },
      businessName: row.business_name ?? '',
      payout: readPayout(row.payout),
      completedThisMonth: thisMonth
        .filter((line) => line.sellerId === row.id)
        .reduce((sum, line) => sum + line.total, 0),
      completedInAll: totals.get(row.id) ?? 0,
    })),
  };
}

/**
 * The member's conversation with the club's admins about the shop: the one they have, or a new
 * group with every active admin (409 when there is none).
 */
export async function supportConversation(
  app: FastifyInstance,
  member: AuthUser,
): Promise<{ conversationId: number }> {
  const profile = await repo.findProfile(app.db, member.id);
  const kept = profile?.support_conversation_id ?? null;
  if (kept !== null && (await isMember(app.db, kept, member.id))) return { conversationId: kept };
  const admins = (await adminIds(app.db)).filter((id) => id !== member.id);
  if (admins.length === 0) throw conflict(SELLER_TEXT.noAdmin);
  const user = await findUserById(app.db, member.id);
  const { conversation } = await createConversation(app, member, {
    kind: 'group',
    name: SELLER_TEXT.supportGroupName(user?.full_name || member.username),
    memberIds: admins,
  });
  if (profile) {
    await repo.updateProfile(app.db, member.id, { support_conversation_id: conversation.id });
  } else {
    await repo.saveProfile(app.db, {
      seller_id: member.id,
      shipping_options: JSON.stringify(DELIVERY_OPTIONS),
      dispatch_days: DEFAULT_DISPATCH_DAYS,
      payout: null,
      logo_media_id: null,
      support_conversation_id: conversation.id,
      updated_at: new Date().toISOString(),
    });
  }
  return { conversationId: conversation.id };
}
