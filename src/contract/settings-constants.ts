/**
 * settings without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. settings.ts re-exports all of it beside the schemas.
 */
import { DEFAULT_TIME_ZONE } from './club-time';
import { defineTexts } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';
import { NO_PAYEE_ACCOUNTS } from './payments-constants';
import type { ClubSettings } from './settings';

/** How an order reaches the buyer; each option has its own charge in the settings. */
export const DELIVERY_OPTIONS = ['pickup', 'home', 'courier'] as const;

export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export const DELIVERY_OPTION_LABEL: Readonly<Record<DeliveryOption, string>> = defineTexts({
  pickup: /*i18n*/ { id: 'Pick-up point' },
  home: /*i18n*/ { id: 'Home delivery inside the city' },
  courier: /*i18n*/ { id: 'Courier outside the city' },
});

/** The settings schema's messages (settings.ts), English when it is built. */
export const SETTINGS_VALIDATION = englishTexts({
  bandsOrder: /*i18n*/ {
    id: 'List the bands from the smallest limit up, each limit larger than the last.',
  },
  currency: /*i18n*/ { id: 'Use a three-letter currency code such as BDT.' },
  timeZone: /*i18n*/ { id: 'Use a time zone name such as Asia/Dhaka or Europe/London.' },
});

export const SETTINGS_LIMITS = {
  clubNameMaxLength: 80,
  reminderLeadHoursMax: 24 * 14,
  /** Ceilings an admin may raise the file limits to: the disk is the club's one server's. */
  tempFileMaxBytesMax: 1024 * 1024 * 1024,
  tempFileLifetimeHoursMax: 24 * 30,
  storageQuotaBytesMax: 50 * 1024 * 1024 * 1024,
  parcelBandsMax: 20,
} as const;

/** What a fresh install starts with: the club's own figures (70 and 110 BDT delivery). */
export const CLUB_SETTINGS_DEFAULTS: ClubSettings = {
  clubName: 'South Dhaka Cyclists',
  currency: 'BDT',
  serviceCharge: 0,
  deliveryCharges: { pickup: 0, home: 7000, courier: 11000 },
  jerseyDeliveryCharges: { pickup: 0, home: 7000, courier: 11000 },
  reminderLeadHours: 12,
  tempFileMaxBytes: 50 * 1024 * 1024,
  tempFileMaxLifetimeHours: 7 * 24,
  storageQuotaBytes: 500 * 1024 * 1024,
  parcelDistanceBands: [
    { upToKm: 3, charge: 6000 },
    { upToKm: 6, charge: 9000 },
    { upToKm: 10, charge: 12000 },
    { upToKm: 20, charge: 18000 },
  ],
  parcelFlatCharge: 10000,
  parcelWeightBands: [
    { upToGrams: 2000, charge: 0 },
    { upToGrams: 5000, charge: 3000 },
    { upToGrams: 10000, charge: 6000 },
    { upToGrams: 30000, charge: 10000 },
  ],
  sponsorSellerId: null,
  payeeAccounts: NO_PAYEE_ACCOUNTS,
  timeZone: DEFAULT_TIME_ZONE,
};

export { SETTINGS_PATHS } from './api-paths';

/** Minor units in one major unit: 100 poisha in a taka. */
export const MINOR_PER_MAJOR = 100;
