/**
 * merchandise without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. merchandise.ts re-exports all of it beside the schemas.
 */
import { defineTexts, type Message } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';
import type { JerseyPrices, PreOrderQuote } from './merchandise';
import { TRANSFER_METHODS, withTransferLabels } from './payments-constants';

export const SIZE_GROUPS = ['baby', 'kids', 'adult'] as const;

export type SizeGroup = (typeof SIZE_GROUPS)[number];

export const SIZE_GROUP_LABEL: Readonly<Record<SizeGroup, string>> = defineTexts({
  baby: /*i18n*/ { id: 'Baby' },
  kids: /*i18n*/ { id: 'Kids' },
  adult: /*i18n*/ { id: 'Adult' },
});

export const SLEEVES = ['half', 'full'] as const;

export type Sleeve = (typeof SLEEVES)[number];

export const SLEEVE_LABEL: Readonly<Record<Sleeve, string>> = defineTexts({
  half: /*i18n*/ { id: 'Half sleeve' },
  full: /*i18n*/ { id: 'Full sleeve' },
});

export interface JerseySize {
  code: string;
  label: string;
  group: SizeGroup;
  /** Chest width and body length of the garment, in inches. */
  chest: number;
  length: number;
}

/** The club's size chart, smallest first: the size guide and the only sizes there are. */
export const JERSEY_SIZES = defineTexts([
  { code: 'baby-0-1', label: /*i18n*/ { id: 'Baby 0-1Y' }, group: 'baby', chest: 18, length: 13 },
  { code: 'baby-1-2', label: /*i18n*/ { id: 'Baby 1-2Y' }, group: 'baby', chest: 20, length: 14 },
  { code: 'kids-3-4', label: /*i18n*/ { id: 'Kids 3-4Y' }, group: 'kids', chest: 22, length: 17 },
  { code: 'kids-5-6', label: /*i18n*/ { id: 'Kids 5-6Y' }, group: 'kids', chest: 24, length: 19 },
  { code: 'kids-7-8', label: /*i18n*/ { id: 'Kids 7-8Y' }, group: 'kids', chest: 26, length: 21 },
  { code: 'kids-9-10', label: /*i18n*/ { id: 'Kids 9-10Y' }, group: 'kids', chest: 28, length: 23 },
  {
    code: 'kids-11-12',
    label: /*i18n*/ { id: 'Kids 11-12Y' },
    group: 'kids',
    chest: 30,
    length: 25,
  },
  {
    code: 'regular-xs',
    label: /*i18n*/ { id: 'Regular XS' },
    group: 'adult',
    chest: 34,
    length: 26,
  },
  { code: 'regular-s', label: /*i18n*/ { id: 'Regular S' }, group: 'adult', chest: 36, length: 27 },
  { code: 'regular-m', label: /*i18n*/ { id: 'Regular M' }, group: 'adult', chest: 38, length: 28 },
  { code: 'regular-l', label: /*i18n*/ { id: 'Regular L' }, group: 'adult', chest: 40, length: 29 },
  {
    code: 'regular-xl',
    label: /*i18n*/ { id: 'Regular XL' },
    group: 'adult',
    chest: 42,
    length: 30,
  },
  {
    code: 'regular-2xl',
    label: /*i18n*/ { id: 'Regular 2XL' },
    group: 'adult',
    chest: 44,
    length: 31,
  },
  {
    code: 'regular-3xl',
    label: /*i18n*/ { id: 'Regular 3XL' },
    group: 'adult',
    chest: 46,
    length: 32,
  },
] as const satisfies readonly (Omit<JerseySize, 'label'> & { label: Message })[]);

export type JerseySizeCode = (typeof JERSEY_SIZES)[number]['code'];

/** The size codes, for the schemas' enum. */
export const SIZE_CODES = JERSEY_SIZES.map((size) => size.code) as [
  JerseySizeCode,
  ...JerseySizeCode[],
];

export function sizeOf(code: string): JerseySize | undefined {
  return JERSEY_SIZES.find((size) => size.code === code);
}

/** How a buyer pays: cash when they collect, or a transfer to the club they have made. */
export const JERSEY_PAYMENT_METHODS = ['cash_at_pickup', ...TRANSFER_METHODS] as const;

export type JerseyPaymentMethod = (typeof JERSEY_PAYMENT_METHODS)[number];

export const JERSEY_PAYMENT_LABEL: Readonly<Record<JerseyPaymentMethod, string>> =
  withTransferLabels(defineTexts({ cash_at_pickup: /*i18n*/ { id: 'Cash at pick-up' } }));

export const PRE_ORDER_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;

export type PreOrderStatus = (typeof PRE_ORDER_STATUSES)[number];

export const PRE_ORDER_STATUS_LABEL: Readonly<Record<PreOrderStatus, string>> = defineTexts({
  unpaid: /*i18n*/ { id: 'Unpaid' },
  paid: /*i18n*/ { id: 'Paid' },
  cancelled: /*i18n*/ { id: 'Cancelled' },
});

export const MERCHANDISE_LIMITS = {
  nameMinLength: 3,
  nameMaxLength: 120,
  descriptionMaxLength: 3000,
  picturesMax: 6,
  quantityMax: 20,
  /** The dearest a jersey may be: 100,000 in major units. */
  priceMax: 10_000_000,
} as const;

/** The widths the server makes of a jersey picture, for srcset (as product pictures). */
export const JERSEY_PICTURE_WIDTHS = [200, 480, 960] as const;

/** The jersey schemas' messages (merchandise.ts), English when the schemas are built. */
export const MERCHANDISE_VALIDATION = englishTexts({
  price: /*i18n*/ { id: 'Give a price.' },
  /** MERCHANDISE_LIMITS.nameMinLength. */
  nameLength: /*i18n*/ { id: 'At least 3 characters' },
  size: /*i18n*/ { id: 'Choose a size.' },
  sleeve: /*i18n*/ { id: 'Choose a sleeve.' },
});

export const MERCHANDISE_TEXT = defineTexts({
  priceChanged: /*i18n*/ {
    id: 'The price or delivery charge has changed since you saw it. Check the new total and pre-order again.',
  },
  closed: /*i18n*/ { id: 'This jersey is closed for pre-orders.' },
  onlyUnpaidCancel: /*i18n*/ { id: 'Only an unpaid pre-order can be cancelled.' },
  notYours: /*i18n*/ { id: 'Only the member who placed this pre-order may cancel it.' },
  cancelledNotPaid: /*i18n*/ { id: 'A cancelled pre-order cannot be marked paid.' },
  notYourPicture: /*i18n*/ { id: 'Pick a picture you uploaded for a jersey.' },
  pictureInAnotherJersey: /*i18n*/ { id: 'This picture is already in another jersey.' },
  pictureTwice: /*i18n*/ { id: 'Each picture may appear once.' },
} as const);

export const MERCHANDISE_ERROR_CODE = { priceChanged: 'PRICE_CHANGED' } as const;

export function priceOf(prices: JerseyPrices, size: string, sleeve: Sleeve): number | undefined {
  const group = sizeOf(size)?.group;
  return group ? prices[group][sleeve] : undefined;
}

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
