/**
 * The club settings as last read, per database. Most API replies need one of them (the currency
 * of every product, the charges of every cart), and they change only through this module's
 * writes, which forget them. The promise is kept from the start of a read, so a read that began
 * before a change cannot store its older values after the change forgot them.
 */
import type { Kysely } from 'kysely';
import type { ClubSettings } from '../../../contract/settings';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const lastRead = new WeakMap<Db, Promise<ClubSettings>>();

/** The kept settings of `db`, or else `read()`'s, kept from now on. */
export function keptSettings(db: Db, read: () => Promise<ClubSettings>): Promise<ClubSettings> {
  let settings = lastRead.get(db);
  if (!settings) {
    const reading = read();
    reading.catch(() => {
      if (lastRead.get(db) === reading) lastRead.delete(db);
    });
    lastRead.set(db, reading);
    settings = reading;
  }
  return settings;
}

/** Called once settings rows have changed and the change is committed. */
export function forgetClubSettings(db: Db): void {
  lastRead.delete(db);
}
