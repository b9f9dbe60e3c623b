/**
 * Club jersey pre-orders (docs/product.md §1 'merchandise'): jerseys with a price per sleeve and
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
import { paymentInputSchema, paymentReplySchema } from './payments';
import { memberNameSchema, productPictureSchema } from './products';
import { DELIVERY_OPTIONS, moneySchema } from './settings';
import {
  SLEEVES,
  SIZE_CODES,
  JERSEY_PAYMENT_METHODS,
  PRE_ORDER_STATUSES,
  MERCHANDISE_LIMITS,
  MERCHANDISE_VALIDATION,
} from './merchandise-constants';
import { idSchema, idParamSchema } from './ids';

export * from './merchandise-constants';

const price = moneySchema.min(1, MERCHANDISE_VALIDATION.price).max(MERCHANDISE_LIMITS.priceMax);
const sleevePrices = z.object({ half: price, full: price });
/** A price for every sleeve of every size group. */
export const jerseyPricesSchema = z.object({
  baby: sleevePrices,
  kids: sleevePrices,
  adult: sleevePrices,
});
export type JerseyPrices = z.infer<typeof jerseyPricesSchema>;

/** POST /merchandise/jerseys and PUT /merchandise/jerseys/{id}: pictures are upload urls. */
export const jerseyInputSchema = z.object({
  name: z
    .string(VALIDATION.required)
    .trim()
    .min(MERCHANDISE_LIMITS.nameMinLength, MERCHANDISE_VALIDATION.nameLength)
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
export const jerseyPaymentSchema = paymentInputSchema(JERSEY_PAYMENT_METHODS);

/** What the buyer chooses; the form and the request share it. */
export const preOrderChoiceSchema = z.object({
  jerseyId: idSchema,
  size: z.enum(SIZE_CODES, MERCHANDISE_VALIDATION.size),
  sleeve: z.enum(SLEEVES, MERCHANDISE_VALIDATION.sleeve),
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
  payment: paymentReplySchema(JERSEY_PAYMENT_METHODS),
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
  jerseyId: idParamSchema.optional(),
});
export type PreOrderFilter = z.infer<typeof preOrderFilterSchema>;
export const preOrderListQuerySchema = pageQuerySchema(PAGE_SIZE.orders).extend(
  preOrderFilterSchema.shape,
);
export type PreOrderListQuery = z.input<typeof preOrderListQuerySchema>;

/** POST /merchandise/preorders/{id}/payment: an admin marks it paid, or unpaid again. */
export const preOrderPaymentSchema = z.object({ paid: z.boolean() });
