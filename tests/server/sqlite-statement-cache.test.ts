/**
 * SQLite statements are compiled once per SQL text and reused (db/connect.ts). Reuse must never
 * show stale results: other bound values, a schema changed after the statement was compiled,
 * and more query shapes than the cache keeps.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect';

describe('SQLite statement reuse', () => {
  let dataDir: string;
  let opened: Db;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-statements-'));
    opened = openDatabase({ dataDir });
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)`.execute(opened.db);
    await sql`INSERT INTO notes (id, text) VALUES (1, 'one'), (2, 'two')`.execute(opened.db);
  });

  afterEach(async () => {
    await opened.db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  const noteText = (id: number) =>
    sql<{ text: string }>`SELECT text FROM notes WHERE id = ${id}`.execute(opened.db);

  it('answers each call with its own bound values', async () => {
    expect((await noteText(1)).rows).toEqual([{ text: 'one' }]);
    expect((await noteText(2)).rows).toEqual([{ text: 'two' }]);
    expect((await noteText(3)).rows).toEqual([]);
  });

  it('sees a column added after the statement was first run', async () => {
    const all = () => sql`SELECT * FROM notes WHERE id = 1`.execute(opened.db);
    expect((await all()).rows).toEqual([{ id: 1, text: 'one' }]);
    await sql`ALTER TABLE notes ADD COLUMN colour TEXT DEFAULT 'red'`.execute(opened.db);
    expect((await all()).rows).toEqual([{ id: 1, text: 'one', colour: 'red' }]);
  });

  it('keeps answering once more query shapes were sent than it keeps', async () => {
    await noteText(1);
    for (let shape = 0; shape < 1200; shape++) {
      await sql`SELECT ${sql.lit(shape)} AS shape FROM notes WHERE id = ${1}`.execute(opened.db);
    }
    await sql`UPDATE notes SET text = 'uno' WHERE id = 1`.execute(opened.db);
    expect((await noteText(1)).rows).toEqual([{ text: 'uno' }]);
  });
});
