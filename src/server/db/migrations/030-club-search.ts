import { sql, type Migration } from 'kysely';
import type { Db } from '../connect';

/**
 * One full-text index over rides, posts, members and products, kept in step with them by
 * triggers, so no write path has to remember it. A document's key is `id * 4 + kind` (rides 0,
 * posts 1, members 2, products 3): one index and one vocabulary for typo correction, and a
 * document is found and replaced by its key alone. Who may read a hit is decided at query time
 * against the source row, never stored here.
 *
 * SQLite: an FTS5 table that folds accents (`remove_diacritics 2`), prefix indexes for the word
 * being typed, and an fts5vocab table over its terms. PostgreSQL: a tsvector table with a GIN
 * index, words folded by `search_fold` (the unaccent extension is not available everywhere),
 * and a terms table that fuzzystrmatch (a trusted extension) measures typos against.
 */
export function clubSearch({ dialect }: Db): Migration {
  return {
    async up(db) {
      if (dialect === 'sqlite') {
        await sql`CREATE VIRTUAL TABLE search_index USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(
          db,
        );
        await sql`CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_index, 'row')`.execute(
          db,
        );
        for (const source of SOURCES) {
          const key = (row: 'new' | 'old') => `${row}.id * 4 + ${source.kind}`;
          const put = `INSERT INTO search_index(rowid, title, body) VALUES (${key('new')}, ${source.title('new')}, ${source.body('new')});`;
          const drop = `DELETE FROM search_index WHERE rowid = ${key('old')};`;
          await sql
            .raw(
              `CREATE TRIGGER search_${source.table}_insert AFTER INSERT ON ${source.table} BEGIN ${put} END`,
            )
            .execute(db);
          await sql
            .raw(
              `CREATE TRIGGER search_${source.table}_update AFTER UPDATE OF ${source.columns.join(', ')} ON ${source.table} BEGIN ${drop} ${put} END`,
            )
            .execute(db);
          await sql
            .raw(
              `CREATE TRIGGER search_${source.table}_delete AFTER DELETE ON ${source.table} BEGIN ${drop} END`,
            )
            .execute(db);
          await sql
            .raw(
              `INSERT INTO search_index(rowid, title, body) SELECT ${key('new')}, ${source.title('new')}, ${source.body('new')} FROM ${source.table} AS new`,
            )
            .execute(db);
        }
        return;
      }

      await sql`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`.execute(db);
      await sql`CREATE TABLE search_index (key bigint PRIMARY KEY, title text NOT NULL, body text NOT NULL, document tsvector NOT NULL)`.execute(
        db,
      );
      await sql`CREATE INDEX search_index_document ON search_index USING gin (document)`.execute(
        db,
      );
      await sql`CREATE TABLE search_terms (term text COLLATE "C" PRIMARY KEY)`.execute(db);
      await sql
        .raw(
          `CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT translate(lower($1), '${ACCENTED}', '${PLAIN}') $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE FUNCTION search_put(doc_key bigint, doc_title text, doc_body text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE doc tsvector := setweight(to_tsvector('simple', search_fold(doc_title)), 'A') || to_tsvector('simple', search_fold(doc_body));
BEGIN
  INSERT INTO search_index (key, title, body, document) VALUES (doc_key, doc_title, doc_body, doc)
    ON CONFLICT (key) DO UPDATE SET title = excluded.title, body = excluded.body, document = excluded.document;
  INSERT INTO search_terms (term) SELECT unnest(tsvector_to_array(doc)) ON CONFLICT DO NOTHING;
END $$`,
        )
        .execute(db);
      for (const source of SOURCES) {
        await sql
          .raw(
            `CREATE FUNCTION search_${source.table}_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_index WHERE key = OLD.id * 4 + ${source.kind};
    RETURN OLD;
  END IF;
  PERFORM search_put(NEW.id * 4 + ${source.kind}, ${source.title('NEW')}, ${source.body('NEW')});
  RETURN NEW;
END $$`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER search_${source.table}_sync AFTER INSERT OR UPDATE OF ${source.columns.join(', ')} OR DELETE ON ${source.table} FOR EACH ROW EXECUTE FUNCTION search_${source.table}_sync()`,
          )
          .execute(db);
        await sql
          .raw(
            `SELECT search_put(new.id * 4 + ${source.kind}, ${source.title('new')}, ${source.body('new')}) FROM ${source.table} AS new`,
          )
          .execute(db);
      }
    },
  };
}

/** Letters folded to their plain form on PostgreSQL, as SQLite's remove_diacritics does. */
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżž';
const PLAIN = 'aaaaaaaaacccdeeeeeeeeiiiiiiinnnoooooooorrssstuuuuuuuuyyzzz';

interface Source {
  table: string;
  kind: number;
  /** The columns whose change re-indexes the row. */
  columns: string[];
  title(row: string): string;
  body(row: string): string;
}

const text = (row: string, ...columns: string[]) =>
  columns.map((column) => `coalesce(${row}.${column}, '')`).join(` || ' ' || `);

/** What each kind is found by: a ride's place names, a member's directory names. */
const SOURCES: Source[] = [
  {
    table: 'events',
    kind: 0,
    columns: ['name', 'from_name', 'to_name', 'description'],
    title: (row) => text(row, 'name'),
    body: (row) => text(row, 'from_name', 'to_name', 'description'),
  },
  {
    table: 'posts',
    kind: 1,
    columns: ['content', 'location'],
    title: (row) => text(row, 'location'),
    body: (row) => text(row, 'content'),
  },
  {
    table: 'users',
    kind: 2,
    columns: ['full_name', 'username'],
    title: (row) => text(row, 'full_name'),
    body: (row) => text(row, 'username'),
  },
  {
    table: 'products',
    kind: 3,
    columns: ['name', 'brand', 'category', 'description'],
    title: (row) => text(row, 'name'),
    body: (row) => text(row, 'brand', 'category', 'description'),
  },
];
