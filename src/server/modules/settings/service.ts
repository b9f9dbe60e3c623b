/**
 * Changing the club settings (admins): checked against the contract, written with an audit
 * entry, told to the listeners of other modules (changes.ts), and forgotten by every reader of
 * this process (kept.ts). Reading them is read.ts.
 */
import type { Kysely } from 'kysely';
import {
  clubSettingsSchema,
  type ClubSettings,
  type SettingsUpdate,
} from '../../../contract/settings';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-errors';
import type { AuthUser } from '../../types';
import { recordAudit } from '../admin';
import type { SettingsListener } from './changes';
import { forgetClubSettings } from './kept';
import { readClubSettings } from './read';
import { holdsRole, writeSettings } from './repository';

type Db = Kysely<Database>;
type Key = keyof ClubSettings;

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
  listeners: readonly SettingsListener[] = [],
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
    if (moved.length > 0) {
      for (const listener of listeners) await listener(trx, { moved, next });
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
