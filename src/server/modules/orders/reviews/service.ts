/**
 * Reviews of completed order lines. The buyer of a completed line rates it once, 1 to 5, with
 * a comment; the line's seller (or an admin) replies once. The seller's overall rating is the
 * mean of their reviews, 3.5 until the first (§9).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import { toPage, type Page } from '../../../../contract/paging';
import { productScreenPath } from '../../../../contract/products';
import {
  INITIAL_SELLER_RATING,
  REVIEW_TEXT,
  type RatingSummary,
  type Review,
  type ReviewInput,
} from '../../../../contract/shop-reviews';
import { conflict, forbidden, notFound } from '../../../http-errors';
import { hasRole } from '../../../plugins/auth';
import type { AuthUser } from '../../../types';
import { toCount } from '../../../db/connect';
import { isUniqueViolation } from '../../../db/unique-violation';
import { findProduct } from '../../products';
import { memberNamesById } from '../../users';
import { findLine } from '../repository';
import { orderScreenPath } from '../../../../contract/orders';
import {
  findReview,
  insertReview,
  listReviews,
  reviewOfLine,
  sellerRatings,
  setReply,
  type ReviewRow,
} from './repository';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

async function toReviews(app: FastifyInstance, rows: ReviewRow[]): Promise<Review[]> {
  const customers = await memberNamesById(
    app.db,
    rows.map((row) => row.customer_id),
  );
  return rows.map((row) => ({
    id: row.id,
    lineId: row.line_id,
    product: { id: row.product_id, name: row.product_name },
    customer: customers.get(row.customer_id)!,
    sellerId: row.seller_id,
    rating: row.rating,
    comment: row.comment,
    date: row.created_at,
    reply: row.reply === null ? null : { text: row.reply, date: row.replied_at ?? row.created_at },
  }));
}

async function oneReview(app: FastifyInstance, id: number): Promise<Review> {
  const row = await findReview(app.db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  const [review] = await toReviews(app, [row]);
  return review!;
}

export async function create(
  app: FastifyInstance,
  buyer: AuthUser,
  input: ReviewInput,
): Promise<Review> {
  const line = await findLine(app.db, input.lineId);
  if (!line) throw notFound(SERVER_MESSAGE.notFound);
  if (line.customer_id !== buyer.id) throw forbidden(REVIEW_TEXT.notYourLine);
  if (line.status !== 'completed') throw conflict(REVIEW_TEXT.notCompleted);
  if (await reviewOfLine(app.db, line.id)) throw conflict(REVIEW_TEXT.alreadyReviewed);
  let id: number;
  try {
    id = await insertReview(app.db, {
      line_id: line.id,
      product_id: line.product_id,
      seller_id: line.seller_id,
      customer_id: buyer.id,
      rating: input.rating,
      comment: input.comment,
      created_at: new Date().toISOString(),
      reply: null,
      replied_at: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REVIEW_TEXT.alreadyReviewed);
    throw error;
  }
  void app.notify([line.seller_id], 'orders', () => ({
    title: REVIEW_TEXT.reviewPushTitle,
    body: `${line.product_name}: ${input.rating} / 5`,
    url: productScreenPath(line.product_id),
    tag: `review-${id}`,
  }));
  return oneReview(app, id);
}

export async function reply(
  app: FastifyInstance,
  seller: AuthUser,
  id: number,
  text: string,
): Promise<Review> {
  const row = await findReview(app.db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  if (row.seller_id !== seller.id && !hasRole(seller, 'ROLE_ADMIN')) {
    throw forbidden(REVIEW_TEXT.notYourReview);
  }
  if (!(await setReply(app.db, id, text))) throw conflict(REVIEW_TEXT.alreadyReplied);
  const line = await findLine(app.db, row.line_id);
  void app.notify([row.customer_id], 'orders', () => ({
    title: REVIEW_TEXT.replyPushTitle,
    body: text,
    url: line ? orderScreenPath(line.order_id) : productScreenPath(row.product_id),
    tag: `review-${id}`,
  }));
  return oneReview(app, id);
}

export async function ofProduct(
  app: FastifyInstance,
  productId: number,
  page: number,
  size: number,
): Promise<Page<Review>> {
  if (!(await findProduct(app.db, productId))) throw notFound(SERVER_MESSAGE.notFound);
  const { rows, total } = await listReviews(app.db, { productId }, page, size);
  return toPage(await toReviews(app, rows), total, page, size);
}

export async function ofSeller(
  app: FastifyInstance,
  sellerId: number,
  page: number,
  size: number,
): Promise<Page<Review>> {
  const { rows, total } = await listReviews(app.db, { sellerId }, page, size);
  return toPage(await toReviews(app, rows), total, page, size);
}

/** Every review in the shop, newest first, for admins and developers. */
export async function everyReview(app: FastifyInstance, page: number, size: number) {
  const { rows, total } = await listReviews(app.db, {}, page, size);
  return toPage(await toReviews(app, rows), total, page, size);
}

export async function summary(db: Kysely<Database>, sellerId: number): Promise<RatingSummary> {
  const rows = await sellerRatings(db, sellerId);
  const products = rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    average: oneDecimal(Number(row.average)),
    count: toCount(row.n as string | number),
  }));
  const count = products.reduce((sum, product) => sum + product.count, 0);
  const total = rows.reduce(
    (sum, row) => sum + Number(row.average) * toCount(row.n as string | number),
    0,
  );
  return {
    sellerId,
    overall: count === 0 ? INITIAL_SELLER_RATING : oneDecimal(total / count),
    count,
    products,
  };
}
