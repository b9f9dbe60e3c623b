/**
 * seller without its schemas: the paths of the seller calls, for the shop's screens, which
 * must not bring the schema library with them. seller.ts re-exports all of it beside the
 * schemas.
 */

export const SELLER_PATHS = {
  profile: '/seller/profile',
  /** POST, multipart field `image`: the seller's logo. DELETE removes it. */
  logo: '/seller/profile/logo',
  shop: (id: number | string) => `/seller/${id}/shop`,
  insights: '/seller/insights',
  shopInsights: '/seller/insights/shop',
  payouts: '/seller/payouts',
  /** POST: the seller's conversation with the club's admins, started when first asked. */
  support: '/seller/support',
} as const;
