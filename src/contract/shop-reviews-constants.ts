/**
 * shop-reviews without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. shop-reviews.ts re-exports all of it beside the schemas.
 */
import { SELLER_INITIAL_RATING } from './constants';

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMaxLength: 2000,
  replyMaxLength: 2000,
  defaultSize: 20,
} as const;

export const REVIEW_TEXT = {
  rating: 'Rate from 1 to 5.',
  notCompleted: 'You can review an order line once it is completed.',
  notYourLine: 'Only the buyer of this line may review it.',
  alreadyReviewed: 'You have already reviewed this order line.',
  alreadyReplied: 'This review already has a reply.',
  notYourReview: 'Only the seller of this product may reply.',
  reviewPushTitle: 'A buyer reviewed your product',
  replyPushTitle: 'The seller replied to your review',
  /** §2 Rating Summary: 'x / 5', and 'product: rating / 5'. */
  overall: (rating: number) => `${rating} / 5`,
  productRating: (product: string, rating: number) => `${product}: ${rating} / 5`,
  /** Beside the overall rating: what it rests on. */
  basedOn: (count: number) =>
    count === 0
      ? `No reviews yet: every seller starts at ${SELLER_INITIAL_RATING}.`
      : `From ${count} ${count === 1 ? 'review' : 'reviews'}.`,
} as const;

/** The seller's rating before the first review (§9). */
export const INITIAL_SELLER_RATING = SELLER_INITIAL_RATING;

export const REVIEW_PATHS = {
  create: '/review',
  reply: (id: number | string) => `/review/${id}/reply`,
  /** The signed-in seller's reviews ('Customer Feedback'). */
  seller: '/review/seller',
  /** Every review of the shop, with the replies (admins and developers). */
  all: '/review/all',
  summary: (sellerId: number | string) => `/review/seller/${sellerId}/summary`,
} as const;
