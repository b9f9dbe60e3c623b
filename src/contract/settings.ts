/**
 * Club settings (docs/product.md §1 'merchandise'): the club's name, its
 * currency and the charges the shop adds to an order. Money is in the currency's smallest unit
 * (poisha for BDT), an integer, so no sum is ever off by a float's rounding.
 */
import { z } from 'zod';
import { SETTINGS_LIMITS, SETTINGS_VALIDATION } from './settings-constants';
import { payeeAccountsSchema } from './payments';
import { isTimeZone } from './club-time';
import { idSchema } from './ids';

export * from './settings-constants';

/** An amount of money in the smallest unit of the club's currency. */
export const moneySchema = z.number().int().min(0).max(1_000_000_000);

/**
 * The bike messenger's charge: the first distance band whose upToKm covers the straight-line
 * distance (or the flat charge when a point is missing), plus the first weight band whose
 * upToGrams covers the weight. Past the last band a parcel is refused.
 */
export const parcelDistanceBandSchema = z.object({
  upToKm: z.number().positive().max(1000),
  charge: moneySchema,
});
export const parcelWeightBandSchema = z.object({
  upToGrams: z.number().int().positive().max(1_000_000),
  charge: moneySchema,
});
const bandsOf = <T extends z.ZodObject>(band: T, limit: (value: z.infer<T>) => number) =>
  z
    .array(band)
    .min(1)
    .max(SETTINGS_LIMITS.parcelBandsMax)
    .refine(
      (bands) =>
        bands.every((item, index) => index === 0 || limit(item) > limit(bands[index - 1]!)),
      SETTINGS_VALIDATION.bandsOrder,
    );

export const clubSettingsSchema = z.object({
  clubName: z.string().trim().min(1).max(SETTINGS_LIMITS.clubNameMaxLength),
  /** ISO 4217 code, e.g. 'BDT'. */
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, SETTINGS_VALIDATION.currency),
  /** Added once to every order. */
  serviceCharge: moneySchema,
  deliveryCharges: z.object({ pickup: moneySchema, home: moneySchema, courier: moneySchema }),
  /** What a club jersey pre-order adds for each delivery option. */
  jerseyDeliveryCharges: z.object({
    pickup: moneySchema,
    home: moneySchema,
    courier: moneySchema,
  }),
  /** How long before a ride its reminders go out. */
  reminderLeadHours: z.number().int().min(1).max(SETTINGS_LIMITS.reminderLeadHoursMax),
  /** The largest file a member may share by a temporary link (413 past it). */
  tempFileMaxBytes: z.number().int().min(1).max(SETTINGS_LIMITS.tempFileMaxBytesMax),
  /** The longest a shared file may stay before it is deleted. */
  tempFileMaxLifetimeHours: z.number().int().min(1).max(SETTINGS_LIMITS.tempFileLifetimeHoursMax),
  /** What each member's media library may hold in all. */
  storageQuotaBytes: z.number().int().min(0).max(SETTINGS_LIMITS.storageQuotaBytesMax),
  parcelDistanceBands: bandsOf(parcelDistanceBandSchema, (band) => band.upToKm),
  /** The distance part of a parcel's charge when it lacks a map point. */
  parcelFlatCharge: moneySchema,
  parcelWeightBands: bandsOf(parcelWeightBandSchema, (band) => band.upToGrams),
  /** The seller account of the club's sponsor bike shop (/sdcbikewala); null for none. */
  sponsorSellerId: idSchema.nullable(),
  /**
   * The club's IANA time zone (club-time.ts): every day, week, month and time of day the app
   * shows or takes is the club's, whatever a member's phone is set to.
   */
  timeZone: z.string().trim().refine(isTimeZone, SETTINGS_VALIDATION.timeZone),
  /** Where buyers send a transfer, per method (payments.ts); '' for a method not taken. */
  payeeAccounts: payeeAccountsSchema,
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

/** GET /settings: what every visitor may read. */
export const publicSettingsSchema = clubSettingsSchema.pick({
  clubName: true,
  currency: true,
  serviceCharge: true,
  deliveryCharges: true,
  jerseyDeliveryCharges: true,
  payeeAccounts: true,
  timeZone: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** PUT /settings (admins): any of the settings; the ones left out keep their value. */
export const settingsUpdateSchema = clubSettingsSchema
  .extend({
    deliveryCharges: clubSettingsSchema.shape.deliveryCharges.partial(),
    jerseyDeliveryCharges: clubSettingsSchema.shape.jerseyDeliveryCharges.partial(),
    payeeAccounts: payeeAccountsSchema.partial(),
  })
  .partial()
  .strict();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
