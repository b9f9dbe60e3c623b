/**
 * Reviews (§3 Review, §2 Seller dashboard 'Reviews and Ratings', §9): a buyer whose order line
 * is completed rates it once, 1 to 5, with a comment; the seller replies once.
 */
import { z } from 'zod';
import { SELLER_INITIAL_RATING } from './constants';
import { VALIDATION } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { memberNameSchema } from './products';

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
} as const;

/** The seller's rating before the first review (§9). */
export const INITIAL_SELLER_RATING = SELLER_INITIAL_RATING;

export const reviewInputSchema = z.object({
  lineId: z.number().int().positive(),
  rating: z
    .number(REVIEW_TEXT.rating)
    .int(REVIEW_TEXT.rating)
    .min(REVIEW_LIMITS.ratingMin, REVIEW_TEXT.rating)
    .max(REVIEW_LIMITS.ratingMax, REVIEW_TEXT.rating),
  comment: z
    .string(VALIDATION.required)
    .trim()
    .min(1, VALIDATION.required)
    .max(REVIEW_LIMITS.commentMaxLength, VALIDATION.tooLong),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewReplyInputSchema = z.object({
  text: z
    .string(VALIDATION.required)
    .trim()
    .min(1, VALIDATION.required)
    .max(REVIEW_LIMITS.replyMaxLength, VALIDATION.tooLong),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;

/** §3 Review, with the order line it rates and the seller's reply. */
export const reviewSchema = z.object({
  id: z.number().int(),
  lineId: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string() }),
  customer: memberNameSchema,
  sellerId: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  date: z.string(),
  reply: z.object({ text: z.string(), date: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = pageSchema(reviewSchema);
export const reviewListQuerySchema = pageQuerySchema(REVIEW_LIMITS.defaultSize);

/** §2 Rating Summary: the overall rating (3.5 until the first review) and one per product. */
export const ratingSummarySchema = z.object({
  sellerId: z.number().int(),
  overall: z.number(),
  count: z.number().int(),
  products: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      average: z.number(),
      count: z.number().int(),
    }),
  ),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const REVIEW_PATHS = {
  create: '/review',
  reply: (id: number | string) => `/review/${id}/reply`,
  /** The signed-in seller's reviews ('Customer Feedback'). */
  seller: '/review/seller',
  /** Every review of the shop, with the replies (admins and developers). */
  all: '/review/all',
  summary: (sellerId: number | string) => `/review/seller/${sellerId}/summary`,
} as const;
