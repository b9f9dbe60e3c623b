/**
 * shop-reviews without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. shop-reviews.ts re-exports all of it beside the schemas.
 */
import { SELLER_INITIAL_RATING } from './constants';
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMaxLength: 2000,
  replyMaxLength: 2000,
  defaultSize: 20,
} as const;

/** The review schemas' messages (shop-reviews.ts), English when they are built. */
export const REVIEW_VALIDATION = englishTexts({
  rating: /*i18n*/ { id: 'Rate from 1 to 5.' },
});

export const REVIEW_TEXT = defineTexts({
  notCompleted: /*i18n*/ { id: 'You can review an order line once it is completed.' },
  notYourLine: /*i18n*/ { id: 'Only the buyer of this line may review it.' },
  alreadyReviewed: /*i18n*/ { id: 'You have already reviewed this order line.' },
  alreadyReplied: /*i18n*/ { id: 'This review already has a reply.' },
  notYourReview: /*i18n*/ { id: 'Only the seller of this product may reply.' },
  reviewPushTitle: /*i18n*/ { id: 'A buyer reviewed your product' },
  replyPushTitle: /*i18n*/ { id: 'The seller replied to your review' },
  /** §2 Rating Summary: 'x / 5', and 'product: rating / 5'. */
  overall: (rating: number) => t(/*i18n*/ { id: '{rating} / 5' }, { rating }),
  productRating: (product: string, rating: number) =>
    t(/*i18n*/ { id: '{product}: {rating} / 5' }, { product, rating }),
  /** Beside the overall rating: what it rests on. */
  basedOn: (count: number) =>
    count === 0
      ? t(
          /*i18n*/ { id: 'No reviews yet: every seller starts at {rating}.' },
          {
            rating: SELLER_INITIAL_RATING,
          },
        )
      : t(/*i18n*/ { id: 'From {count, plural, one {# review} other {# reviews}}.' }, { count }),
} as const);

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
