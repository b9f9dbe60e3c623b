/**
 * The club settings every module reads (currency, the shop's charges, reminder lead time,
 * file limits, parcel bands, the sponsor seller).
 * Each stored value is checked against the contract; a missing or unreadable one reads as its
 * default, so a bad row can never stop the shop from pricing an order.
 */
import type { Kysely } from 'kysely';
import {
  CLUB_SETTINGS_DEFAULTS,
  clubSettingsSchema,
  type ClubSettings,
  type PublicSettings,
  type SettingsUpdate,
} from '../../../contract/settings';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-errors';
import type { AuthUser } from '../../types';
import { recordAudit } from '../admin/audit';
import { replanReminders } from '../events/reminders';
import { forgetClubSettings, keptSettings } from './kept';
import { holdsRole, settingRows, writeSettings } from './repository';

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

/** The sponsor storefront sells as this member, so it must be one of the shop's sellers. */
const NOT_A_SELLER = 'Choose a member who holds ROLE_SELLER, or none.';

/**
 * Writes the given settings; delivery charges (shop or jersey) and payee accounts left out keep
 * their value.
 */
export async function updateClubSettings(
  db: Db,
  admin: AuthUser,
  patch: SettingsUpdate,
): Promise<ClubSettings> {
  const next = await db.transaction().execute(async (trx) => {
    if (
      patch.sponsorSellerId != null &&
      !(await holdsRole(trx, patch.sponsorSellerId, 'ROLE_SELLER'))
    ) {
      throw badRequest(NOT_A_SELLER, { sponsorSellerId: NOT_A_SELLER });
    }
    const current = await readClubSettings(trx);
    const next = clubSettingsSchema.parse({
      ...current,
      ...patch,
      deliveryCharges: { ...current.deliveryCharges, ...patch.deliveryCharges },
      jerseyDeliveryCharges: {
        ...current.jerseyDeliveryCharges,
        ...patch.jerseyDeliveryCharges,
      },
      payeeAccounts: { ...current.payeeAccounts, ...patch.payeeAccounts },
    });
    const changed = Object.fromEntries(
      (Object.keys(patch) as Key[]).map((key) => [key, next[key]]),
    );
    await writeSettings(trx, changed, admin.id);
    const moved = (Object.keys(changed) as Key[]).filter(
      (key) => JSON.stringify(current[key]) !== JSON.stringify(next[key]),
    );
    if (moved.includes('reminderLeadHours')) await replanReminders(trx, next.reminderLeadHours);
    if (moved.length > 0) {
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'settings.change',
        subjectType: 'settings',
        subjectId: 'club',
        details: {
          from: Object.fromEntries(moved.map((key) => [key, current[key]])),
          to: Object.fromEntries(moved.map((key) => [key, next[key]])),
        },
      });
    }
    return next;
  });
  forgetClubSettings(db);
  return next;
}
