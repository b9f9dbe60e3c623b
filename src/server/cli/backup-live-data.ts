/**
 * What a backup leaves out: the riders' live positions of ride day (`ride_live_riders`). They
 * are kept for the ride only and deleted 24 h after it (modules/events/live/watch.ts); a backup
 * kept for weeks must not hold them. Help requests stay, as records of what happened.
 */
import type SQLite from 'better-sqlite3';

/** Tables whose rows a backup never keeps (their structure it does). */
export const LIVE_ONLY_TABLES = ['ride_live_riders'] as const;

/**
 * Empties those tables in a SQLite copy, then rebuilds the file, so the deleted rows are not
 * left in its free pages either. Tolerates a copy from before the tables existed.
 */
export function dropLiveDataFromSqliteCopy(copy: SQLite.Database): void {
  const exists = copy.prepare("select 1 from sqlite_master where type = 'table' and name = ?");
  for (const table of LIVE_ONLY_TABLES) {
    if (exists.get(table)) copy.prepare(`delete from ${table}`).run();
  }
  copy.exec('vacuum');
}

/** pg_dump's arguments that leave those tables' rows out of a dump. */
export const pgDumpLiveDataExclusions = (): string[] =>
  LIVE_ONLY_TABLES.map((table) => `--exclude-table-data=${table}`);
