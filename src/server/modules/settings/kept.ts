/**
 * The club settings as last read, per database. Most API replies need one of them (the currency
 * of every product, the charges of every cart), and this process's writes forget them. Another
 * server process on the same database cannot, so they are read again after SETTINGS_KEPT_MS at
 * most. The promise is kept from the start of a read, so a read that began before a change
 * cannot store its older values after the change forgot them.
 */
import type { Kysely } from 'kysely';
import type { ClubSettings } from '../../../contract/settings';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** How long settings read once may be used; a change made by another process shows after it. */
export const SETTINGS_KEPT_MS = 5_000;

const lastRead = new WeakMap<Db, { settings: Promise<ClubSettings>; until: number }>();

/** Every reply shares the kept settings: one that changed them would change them for all. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** The kept settings of `db`, or else `read()`'s, kept from now on. */
export function keptSettings(db: Db, read: () => Promise<ClubSettings>): Promise<ClubSettings> {
  const kept = lastRead.get(db);
  if (kept && kept.until > Date.now()) return kept.settings;
  const reading = { settings: read().then(frozen), until: Date.now() + SETTINGS_KEPT_MS };
  reading.settings.catch(() => {
    if (lastRead.get(db) === reading) lastRead.delete(db);
  });
  lastRead.set(db, reading);
  return reading.settings;
}

/** Called once settings rows have changed and the change is committed. */
export function forgetClubSettings(db: Db): void {
  lastRead.delete(db);
}
