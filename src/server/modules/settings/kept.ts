/**
 * The club settings as last read, per database. Most API replies need one of them (the currency
 * of every product, the charges of every cart), and this process's writes forget them; another
 * server process's change shows after SETTINGS_KEPT_MS at most (see db/kept-reads.ts).
 */
import type { Kysely } from 'kysely';
import type { ClubSettings } from '../../../contract/settings';
import { keptReads } from '../../db/kept-reads';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** How long settings read once may be used; a change made by another process shows after it. */
export const SETTINGS_KEPT_MS = 5_000;

/** Every reply shares the kept settings: one that changed them would change them for all. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

const kept = keptReads<ClubSettings>(SETTINGS_KEPT_MS, frozen);

/** The kept settings of `db`, or else `read()`'s, kept from now on. */
export function keptSettings(db: Db, read: () => Promise<ClubSettings>): Promise<ClubSettings> {
  return kept.get(db, read);
}

/** Called once settings rows have changed and the change is committed. */
export function forgetClubSettings(db: Db): void {
  kept.forget(db);
}
