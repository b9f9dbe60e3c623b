/**
 * Reviews (§3 Review, §2 Seller dashboard 'Reviews and Ratings', §9): a buyer whose order line
 * is completed rates it once, 1 to 5, with a comment; the seller replies once.
 */
import { z } from 'zod';
import { VALIDATION } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { memberNameSchema } from './products';
import { REVIEW_LIMITS, REVIEW_VALIDATION } from './shop-reviews-constants';
import { idSchema } from './ids';

export * from './shop-reviews-constants';

export const reviewInputSchema = z.object({
  lineId: idSchema,
  rating: z
    .number(REVIEW_VALIDATION.rating)
    .int(REVIEW_VALIDATION.rating)
    .min(REVIEW_LIMITS.ratingMin, REVIEW_VALIDATION.rating)
    .max(REVIEW_LIMITS.ratingMax, REVIEW_VALIDATION.rating),
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
