/**
 * Club jersey pre-orders (original-app.md 'merchandise'): jerseys with a price per sleeve and
 * size group, the fixed size table shown as a size guide, a member's pre-order with delivery
 * and payment, and the admins' view of who paid. Money is in minor units (settings.ts). The
 * server prices every pre-order itself; the figures a member sends are only compared.
 */
import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { errorReplySchema } from './errors';
import { VALIDATION } from './messages';
import { deliverySchema } from './orders';
import { pageQuerySchema, pageSchema } from './paging';
import { isTransferMethod, TRANSFER_METHOD_LABEL, TRANSFER_METHODS } from './payments';
import { memberNameSchema, productPictureSchema } from './products';
import { DELIVERY_OPTIONS, moneySchema } from './settings';

export const SIZE_GROUPS = ['baby', 'kids', 'adult'] as const;
export type SizeGroup = (typeof SIZE_GROUPS)[number];
export const SIZE_GROUP_LABEL: Record<SizeGroup, string> = {
  baby: 'Baby',
  kids: 'Kids',
  adult: 'Adult',
};

export const SLEEVES = ['half', 'full'] as const;
export type Sleeve = (typeof SLEEVES)[number];
export const SLEEVE_LABEL: Record<Sleeve, string> = { half: 'Half sleeve', full: 'Full sleeve' };

export interface JerseySize {
  code: string;
  label: string;
  group: SizeGroup;
  /** Chest width and body length of the garment, in inches. */
  chest: number;
  length: number;
}

/** The club's size chart, smallest first: the size guide and the only sizes there are. */
export const JERSEY_SIZES = [
  { code: 'baby-0-1', label: 'Baby 0-1Y', group: 'baby', chest: 18, length: 13 },
  { code: 'baby-1-2', label: 'Baby 1-2Y', group: 'baby', chest: 20, length: 14 },
  { code: 'kids-3-4', label: 'Kids 3-4Y', group: 'kids', chest: 22, length: 17 },
  { code: 'kids-5-6', label: 'Kids 5-6Y', group: 'kids', chest: 24, length: 19 },
  { code: 'kids-7-8', label: 'Kids 7-8Y', group: 'kids', chest: 26, length: 21 },
  { code: 'kids-9-10', label: 'Kids 9-10Y', group: 'kids', chest: 28, length: 23 },
  { code: 'kids-11-12', label: 'Kids 11-12Y', group: 'kids', chest: 30, length: 25 },
  { code: 'regular-xs', label: 'Regular XS', group: 'adult', chest: 34, length: 26 },
  { code: 'regular-s', label: 'Regular S', group: 'adult', chest: 36, length: 27 },
  { code: 'regular-m', label: 'Regular M', group: 'adult', chest: 38, length: 28 },
  { code: 'regular-l', label: 'Regular L', group: 'adult', chest: 40, length: 29 },
  { code: 'regular-xl', label: 'Regular XL', group: 'adult', chest: 42, length: 30 },
  { code: 'regular-2xl', label: 'Regular 2XL', group: 'adult', chest: 44, length: 31 },
  { code: 'regular-3xl', label: 'Regular 3XL', group: 'adult', chest: 46, length: 32 },
] as const satisfies readonly JerseySize[];
export type JerseySizeCode = (typeof JERSEY_SIZES)[number]['code'];
const SIZE_CODES = JERSEY_SIZES.map((size) => size.code) as [JerseySizeCode, ...JerseySizeCode[]];

export function sizeOf(code: string): JerseySize | undefined {
  return JERSEY_SIZES.find((size) => size.code === code);
}

/** How a buyer pays: cash when they collect, or a transfer to the club they have made. */
export const JERSEY_PAYMENT_METHODS = ['cash_at_pickup', ...TRANSFER_METHODS] as const;
export type JerseyPaymentMethod = (typeof JERSEY_PAYMENT_METHODS)[number];
export const JERSEY_PAYMENT_LABEL: Record<JerseyPaymentMethod, string> = {
  cash_at_pickup: 'Cash at pick-up',
  ...TRANSFER_METHOD_LABEL,
};

export const PRE_ORDER_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type PreOrderStatus = (typeof PRE_ORDER_STATUSES)[number];
export const PRE_ORDER_STATUS_LABEL: Record<PreOrderStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const MERCHANDISE_LIMITS = {
  nameMinLength: 3,
  nameMaxLength: 120,
  descriptionMaxLength: 3000,
  picturesMax: 6,
  quantityMax: 20,
  /** The dearest a jersey may be: 100,000 in major units. */
  priceMax: 10_000_000,
  accountMaxLength: 40,
  transactionMaxLength: 60,
} as const;

/** The widths the server makes of a jersey picture, for srcset (as product pictures). */
export const JERSEY_PICTURE_WIDTHS = [200, 480, 960] as const;

export const MERCHANDISE_TEXT = {
  priceChanged:
    'The price or delivery charge has changed since you saw it. Check the new total and pre-order again.',
  closed: 'This jersey is closed for pre-orders.',
  transferDetails: 'Give the account you paid from and the transaction id.',
  onlyUnpaidCancel: 'Only an unpaid pre-order can be cancelled.',
  notYours: 'Only the member who placed this pre-order may cancel it.',
  cancelledNotPaid: 'A cancelled pre-order cannot be marked paid.',
  notYourPicture: 'Pick a picture you uploaded for a jersey.',
  pictureInAnotherJersey: 'This picture is already in another jersey.',
  pictureTwice: 'Each picture may appear once.',
} as const;

export const MERCHANDISE_ERROR_CODE = { priceChanged: 'PRICE_CHANGED' } as const;

const price = moneySchema.min(1, 'Give a price.').max(MERCHANDISE_LIMITS.priceMax);
const sleevePrices = z.object({ half: price, full: price });
/** A price for every sleeve of every size group. */
export const jerseyPricesSchema = z.object({
  baby: sleevePrices,
  kids: sleevePrices,
  adult: sleevePrices,
});
export type JerseyPrices = z.infer<typeof jerseyPricesSchema>;

export function priceOf(prices: JerseyPrices, size: string, sleeve: Sleeve): number | undefined {
  const group = sizeOf(size)?.group;
  return group ? prices[group][sleeve] : undefined;
}

/** POST /merchandise/jerseys and PUT /merchandise/jerseys/{id}: pictures are upload urls. */
export const jerseyInputSchema = z.object({
  name: z
    .string(VALIDATION.required)
    .trim()
    .min(
      MERCHANDISE_LIMITS.nameMinLength,
      `At least ${MERCHANDISE_LIMITS.nameMinLength} characters`,
    )
    .max(MERCHANDISE_LIMITS.nameMaxLength, VALIDATION.tooLong),
  description: z
    .string()
    .trim()
    .max(MERCHANDISE_LIMITS.descriptionMaxLength, VALIDATION.tooLong)
    .default(''),
  pictures: z.array(z.string().trim().max(300)).max(MERCHANDISE_LIMITS.picturesMax).default([]),
  prices: jerseyPricesSchema,
  open: z.boolean().default(true),
});
export type JerseyInput = z.input<typeof jerseyInputSchema>;
export type JerseyInputParsed = z.output<typeof jerseyInputSchema>;

export const jerseyOpenSchema = z.object({ open: z.boolean() });

export const jerseySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  pictures: z.array(productPictureSchema),
  prices: jerseyPricesSchema,
  open: z.boolean(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Jersey = z.infer<typeof jerseySchema>;
export const jerseyListSchema = z.array(jerseySchema);

/** Cash at pick-up, or a transfer already made (its account and transaction id). */
export const jerseyPaymentSchema = z
  .object({
    method: z.enum(JERSEY_PAYMENT_METHODS, 'Choose a payment method.'),
    accountNumber: z
      .string()
      .trim()
      .max(MERCHANDISE_LIMITS.accountMaxLength, VALIDATION.tooLong)
      .nullish()
      .transform((value) => value || null),
    transactionId: z
      .string()
      .trim()
      .max(MERCHANDISE_LIMITS.transactionMaxLength, VALIDATION.tooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((payment, context) => {
    if (!isTransferMethod(payment.method)) return;
    for (const field of ['accountNumber', 'transactionId'] as const) {
      if (!payment[field]) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: MERCHANDISE_TEXT.transferDetails,
        });
      }
    }
  });

/** What the buyer chooses; the form and the request share it. */
export const preOrderChoiceSchema = z.object({
  jerseyId: z.number().int().positive(),
  size: z.enum(SIZE_CODES, 'Choose a size.'),
  sleeve: z.enum(SLEEVES, 'Choose a sleeve.'),
  quantity: z.number().int().min(1).max(MERCHANDISE_LIMITS.quantityMax),
  delivery: deliverySchema,
  payment: jerseyPaymentSchema,
});

/**
 * POST /merchandise/preorders: the choice and the figures the buyer was shown. The server
 * refuses it (409 with its own figures) when any figure differs from its own.
 */
export const preOrderInputSchema = preOrderChoiceSchema.extend({
  unitPrice: moneySchema,
  deliveryCharge: moneySchema,
  total: moneySchema,
});
export type PreOrderInput = z.input<typeof preOrderInputSchema>;
export type PreOrderInputParsed = z.output<typeof preOrderInputSchema>;

/** A pre-order's figures by the server's reckoning: total = unitPrice × quantity + delivery. */
export const preOrderQuoteSchema = z.object({
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  itemsTotal: z.number().int(),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
export type PreOrderQuote = z.infer<typeof preOrderQuoteSchema>;

export function quotePreOrder(
  unitPrice: number,
  quantity: number,
  deliveryCharge: number,
  currency: string,
): PreOrderQuote {
  const itemsTotal = unitPrice * quantity;
  return {
    unitPrice,
    quantity,
    itemsTotal,
    deliveryCharge,
    total: itemsTotal + deliveryCharge,
    currency,
  };
}

export const preOrderPriceChangedSchema = errorReplySchema.extend({ quote: preOrderQuoteSchema });
export type PreOrderPriceChanged = z.infer<typeof preOrderPriceChangedSchema>;

export const preOrderSchema = z.object({
  id: z.number().int(),
  jerseyId: z.number().int(),
  jerseyName: z.string(),
  size: z.enum(SIZE_CODES),
  sleeve: z.enum(SLEEVES),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  delivery: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    option: z.enum(DELIVERY_OPTIONS),
  }),
  payment: z.object({
    method: z.enum(JERSEY_PAYMENT_METHODS),
    accountNumber: z.string().nullable(),
    transactionId: z.string().nullable(),
  }),
  status: z.enum(PRE_ORDER_STATUSES),
  buyer: memberNameSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type PreOrder = z.infer<typeof preOrderSchema>;
export const preOrderPageSchema = pageSchema(preOrderSchema);

/** Filters of the admins' list and of the CSV export. */
export const preOrderFilterSchema = z.object({
  status: z.enum(PRE_ORDER_STATUSES).optional(),
  jerseyId: z.coerce.number().int().positive().optional(),
});
export type PreOrderFilter = z.infer<typeof preOrderFilterSchema>;
export const preOrderListQuerySchema = pageQuerySchema(PAGE_SIZE.orders).extend(
  preOrderFilterSchema.shape,
);
export type PreOrderListQuery = z.input<typeof preOrderListQuerySchema>;

/** POST /merchandise/preorders/{id}/payment: an admin marks it paid, or unpaid again. */
export const preOrderPaymentSchema = z.object({ paid: z.boolean() });
