/**
 * The seller's side of the shop beyond products and orders (§2 Seller dashboard): the
 * seller's own shop details (business information, policies, payout account, shipping
 * options), which buyers see beside the seller's products and admins see to pay them; the
 * figures of the Notifications and Analytics tabs, counted by the server from the order lines;
 * and the way to the club's admins for support.
 */
import { z } from 'zod';
import { pictureSchema } from './pictures';
import { chatSenderSchema } from './chat';
import { ORDER_STATUSES } from './orders';
import { DELIVERY_OPTIONS } from './settings';
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export * from './seller-constants';

export const SELLER_LIMITS = {
  businessNameMaxLength: 80,
  descriptionMaxLength: 1000,
  policyMaxLength: 2000,
  payoutFieldMaxLength: 80,
  dispatchDaysMax: 30,
  /** A product with this many units or fewer is running low. */
  lowStockUnits: 5,
  /** Weeks of the sales trend. */
  trendWeeks: 12,
  /** A product with no order in this many days sits on the shelf. */
  slowMoverDays: 90,
  /** Rows in each list of the insights. */
  listSize: 5,
} as const;

/** The widths the server makes of a seller's logo: an avatar up to a small card. */
export const SELLER_LOGO_WIDTHS = [64, 160, 400] as const;

export const PAYOUT_METHODS = ['bank', 'bkash', 'nagad'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_METHOD_LABEL: Readonly<Record<PayoutMethod, string>> = defineTexts({
  bank: /*i18n*/ { id: 'Bank account' },
  bkash: /*i18n*/ { id: 'bKash', comment: 'The mobile wallet.' },
  nagad: /*i18n*/ { id: 'Nagad', comment: 'The mobile wallet.' },
});

/** The seller schemas' messages, English when they are built. */
export const SELLER_VALIDATION = englishTexts({
  accountNumberNeeded: /*i18n*/ { id: 'Give the account or wallet number the club pays into.' },
  accountNameNeeded: /*i18n*/ { id: 'Give the name on the account.' },
  shippingNeeded: /*i18n*/ { id: 'Offer at least one way to deliver.' },
});

export const SELLER_TEXT = defineTexts({
  noAdmin: /*i18n*/ { id: 'The club has no admin to talk to yet.' },
  supportGroupName: (seller: string) => t(/*i18n*/ { id: 'Shop support: {seller}' }, { seller }),
} as const);

const text = (max: number) => z.string().trim().max(max);

export const payoutAccountSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  accountName: text(SELLER_LIMITS.payoutFieldMaxLength).min(1, SELLER_VALIDATION.accountNameNeeded),
  accountNumber: text(SELLER_LIMITS.payoutFieldMaxLength).min(
    1,
    SELLER_VALIDATION.accountNumberNeeded,
  ),
  /** The bank (and branch) for a bank account; empty for a mobile wallet. */
  bankName: text(SELLER_LIMITS.payoutFieldMaxLength).default(''),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** PUT /seller/profile: everything the seller's Settings tab edits but the logo. */
export const sellerProfileInputSchema = z.object({
  /** Shown instead of the seller's own name when given. */
  businessName: text(SELLER_LIMITS.businessNameMaxLength),
  description: text(SELLER_LIMITS.descriptionMaxLength),
  returnPolicy: text(SELLER_LIMITS.policyMaxLength),
  warrantyPolicy: text(SELLER_LIMITS.policyMaxLength),
  /** Where the club sends the seller's money; only the seller and admins ever read it. */
  payout: payoutAccountSchema.nullable(),
  /** The club's delivery options this seller sends by. */
  shippingOptions: z
    .array(z.enum(DELIVERY_OPTIONS))
    .min(1, SELLER_VALIDATION.shippingNeeded)
    .transform((options) => DELIVERY_OPTIONS.filter((option) => options.includes(option))),
  /** Days from confirming an order to sending it. */
  dispatchDays: z.number().int().min(0).max(SELLER_LIMITS.dispatchDaysMax),
});
export type SellerProfileInput = z.input<typeof sellerProfileInputSchema>;

const logoSchema = pictureSchema;
export type SellerLogo = z.infer<typeof logoSchema>;

/** GET /seller/profile: the seller's own, with the payout account. */
export const sellerProfileSchema = z.object({
  sellerId: z.number().int(),
  businessName: z.string(),
  description: z.string(),
  returnPolicy: z.string(),
  warrantyPolicy: z.string(),
  payout: payoutAccountSchema.nullable(),
  shippingOptions: z.array(z.enum(DELIVERY_OPTIONS)),
  dispatchDays: z.number().int(),
  logo: logoSchema.nullable(),
  /** Null until the seller first saves. */
  updatedAt: z.string().nullable(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** GET /seller/{id}/shop: what buyers see of a seller beside their products (no payout). */
export const sellerShopSchema = sellerProfileSchema.omit({ payout: true, updatedAt: true }).extend({
  /** The business name, or the seller's own name without one. */
  name: z.string(),
});
export type SellerShop = z.infer<typeof sellerShopSchema>;

/** GET /seller/payouts (admins, developers): what each seller is owed and where to send it. */
export const sellerPayoutSchema = z.object({
  seller: chatSenderSchema,
  businessName: z.string(),
  payout: payoutAccountSchema.nullable(),
  /** Completed lines' totals, this month of the club's calendar and in all. */
  completedThisMonth: z.number().int(),
  completedInAll: z.number().int(),
});
export const sellerPayoutsSchema = z.object({
  currency: z.string(),
  content: z.array(sellerPayoutSchema),
});
export type SellerPayouts = z.infer<typeof sellerPayoutsSchema>;

const productRowSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantityAvailable: z.number().int(),
});

/**
 * GET /seller/insights (the seller's own lines and products) and /seller/insights/shop (every
 * seller's, for admins and developers): the Notifications and Analytics tabs' figures.
 */
export const sellerInsightsSchema = z.object({
  currency: z.string(),
  lowStock: z.object({
    threshold: z.number().int(),
    /** Products at or under the threshold, fewest units first. */
    products: z.array(productRowSchema),
    count: z.number().int(),
  }),
  newOrders: z.object({
    /** Lines waiting for the seller to confirm or reject them. */
    count: z.number().int(),
    oldestAt: z.string().nullable(),
  }),
  returns: z.object({
    lines: z.number().int(),
    cancelled: z.number().int(),
    rejected: z.number().int(),
    /** The latest cancelled or rejected lines. */
    recent: z.array(
      z.object({
        lineId: z.number().int(),
        orderId: z.number().int(),
        productName: z.string(),
        status: z.enum(ORDER_STATUSES),
        note: z.string().nullable(),
        at: z.string(),
      }),
    ),
  }),
  /** Completed sales per week of the club's calendar (Monday first), oldest first. */
  salesByWeek: z.array(
    z.object({ weekStart: z.string(), sales: z.number().int(), units: z.number().int() }),
  ),
  /** Products by units sold on completed lines, most first. */
  bestSellers: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      units: z.number().int(),
      sales: z.number().int(),
    }),
  ),
  /** Products in stock that nobody ordered in SELLER_LIMITS.slowMoverDays. */
  slowMovers: z.array(productRowSchema),
  buyers: z.object({
    distinct: z.number().int(),
    /** Buyers with more than one order. */
    repeat: z.number().int(),
    /** Orders by how they reach the buyer: at the pick-up point, in the city, outside it. */
    byDelivery: z.object({
      pickup: z.number().int(),
      home: z.number().int(),
      courier: z.number().int(),
    }),
  }),
});
export type SellerInsights = z.infer<typeof sellerInsightsSchema>;

export const sellerSupportSchema = z.object({ conversationId: z.number().int() });
