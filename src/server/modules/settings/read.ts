/**
 * The club settings every module reads (currency, the shop's charges, reminder lead time,
 * file limits, parcel bands, the sponsor seller), and the part every visitor may see.
 * Each stored value is checked against the contract; a missing or unreadable one reads as its
 * default, so a bad row can never stop the shop from pricing an order. Admins change them
 * through service.ts.
 */
import type { Kysely } from 'kysely';
import {
  CLUB_SETTINGS_DEFAULTS,
  clubSettingsSchema,
  type ClubSettings,
  type PublicSettings,
} from '../../../contract/settings';
import type { Database } from '../../db/schema';
import { keptSettings } from './kept';
import { settingRows } from './repository';

type Db = Kysely<Database>;
type Key = keyof ClubSettings;

function parse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The settings as stored, each falling back to its default. A transaction reads its own view of
 * them; outside one they come from memory once read (kept.ts).
 */
export function readClubSettings(db: Db): Promise<ClubSettings> {
  return db.isTransaction ? readStoredSettings(db) : keptSettings(db, () => readStoredSettings(db));
}

async function readStoredSettings(db: Db): Promise<ClubSettings> {
  const stored = new Map((await settingRows(db)).map((row) => [row.key, parse(row.value)]));
  const settings = { ...CLUB_SETTINGS_DEFAULTS };
  for (const key of Object.keys(CLUB_SETTINGS_DEFAULTS) as Key[]) {
    const checked = clubSettingsSchema.shape[key].safeParse(stored.get(key));
    if (checked.success) Object.assign(settings, { [key]: checked.data });
  }
  return settings;
}

export function toPublicSettings(settings: ClubSettings): PublicSettings {
  const { clubName, currency, serviceCharge, deliveryCharges, jerseyDeliveryCharges } = settings;
  const { payeeAccounts, timeZone } = settings;
  return {
    clubName,
    currency,
    serviceCharge,
    deliveryCharges,
    jerseyDeliveryCharges,
    payeeAccounts,
    timeZone,
  };
}
