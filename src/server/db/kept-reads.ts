/**
 * A value read from the database and kept in memory, per database, for a bounded time. This
 * process's writes forget it at once; another server process on the same database cannot, so
 * it is read again `keptMs` after a read at most. The promise is kept from the start of a read,
 * so a read that began before a change cannot store its older value after the change forgot it,
 * and visits that come together share one read. A failed read is not kept.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

export interface KeptRead<T> {
  /** The kept value of `db`, or else `read()`'s, kept from now on. */
  get(db: Db, read: () => Promise<T>): Promise<T>;
  /** Called once what the value is read from has changed and the change is committed. */
  forget(db: Db): void;
}

export function keptReads<T>(
  keptMs: number,
  prepare: (value: T) => T = (value) => value,
): KeptRead<T> {
  const lastRead = new WeakMap<Db, { value: Promise<T>; until: number }>();
  return {
    get(db, read) {
      const kept = lastRead.get(db);
      if (kept && kept.until > Date.now()) return kept.value;
      const reading = { value: read().then(prepare), until: Date.now() + keptMs };
      reading.value.catch(() => {
        if (lastRead.get(db) === reading) lastRead.delete(db);
      });
      lastRead.set(db, reading);
      return reading.value;
    },
    forget(db) {
      lastRead.delete(db);
    },
  };
}
