/**
 * Queries on the club search index (migration 030): its vocabulary, and the hits of one kind
 * joined to their source rows, where the source module's own rule says who may read them.
 * The index is each dialect's own (FTS5 or tsvector), so its SQL is written per dialect; the
 * user's words arrive bound, and hold letters and digits only (words.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { SearchKind } from '../../../contract/search';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { visibleTo } from '../posts';
import { inDirectory } from '../users';

/** The `kind` part of a document's key, `id * 4 + kind`, as migration 030 writes it. */
const KIND_KEY: Record<SearchKind, number> = { rides: 0, posts: 1, members: 2, products: 3 };

/** Past this many hits a "more" cursor stops: nobody pages that far in a search box. */
export const MAX_OFFSET = 500;

export interface HitRow {
  id: number;
  title: string;
  /** The text the snippet is cut from. */
  text: string;
  /** What the hit links to besides its own id (a post's author). */
  owner: number | null;
  /** A ride's start, a post's writing. */
  at: string | null;
  /** A ride's start and finish places. */
  places: string | null;
}

/** Whether any indexed word is `word`, or starts with it when `prefix`. */
export async function termExists(target: Db, word: string, prefix: boolean): Promise<boolean> {
  const { db, dialect } = target;
  const found =
    dialect === 'sqlite'
      ? prefix
        ? sql`SELECT 1 FROM search_vocab WHERE term >= ${word} AND term < ${`${word}\u{10ffff}`} LIMIT 1`
        : sql`SELECT 1 FROM search_vocab WHERE term = ${word} LIMIT 1`
      : prefix
        ? sql`SELECT 1 FROM search_terms WHERE term LIKE ${`${word}%`} LIMIT 1`
        : sql`SELECT 1 FROM search_terms WHERE term = ${word} LIMIT 1`;
  const { rows } = await found.execute(db);
  return rows.length > 0;
}

/**
 * Indexed words that may be within `edits` of `word`, with how many documents hold each
 * (PostgreSQL's terms table keeps no counts: 1). A superset: words.ts measures the distance.
 */
export async function nearTerms(
  target: Db,
  word: string,
  edits: number,
): Promise<{ term: string; documents: number }[]> {
  const { db, dialect } = target;
  const length = [...word].length;
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ term: string; documents: number }>`
      SELECT term, doc AS documents FROM search_vocab
      WHERE length(term) BETWEEN ${length - edits} AND ${length + edits}`.execute(db);
    return rows;
  }
  // Plain Levenshtein counts a swap of neighbours as two edits, hence twice the allowance.
  const { rows } = await sql<{ term: string; documents: number }>`
    SELECT term, 1 AS documents FROM search_terms
    WHERE length(term) BETWEEN ${length - edits} AND ${length + edits}
      AND levenshtein_less_equal(term, ${word}, ${edits * 2}) <= ${edits * 2}`.execute(db);
  return rows;
}

/** The index's query for `words`: all of them, the last one as the start of a word. */
function matchOf(dialect: Db['dialect'], words: string[]): string {
  const last = words.length - 1;
  return dialect === 'sqlite'
    ? words.map((word, index) => `"${word}"${index === last ? '*' : ''}`).join(' ')
    : words.map((word, index) => `${word}${index === last ? ':*' : ''}`).join(' & ');
}

interface IndexHit {
  ref: number;
  title: string;
  body: string;
  /** Lower is better on both dialects. */
  score: number;
}

function indexHits(target: Db, kind: SearchKind, words: string[]) {
  const match = matchOf(target.dialect, words);
  const key = KIND_KEY[kind];
  return (
    target.dialect === 'sqlite'
      ? sql<IndexHit>`(SELECT rowid / 4 AS ref, title, body, rank AS score FROM search_index
          WHERE search_index MATCH ${match} AND rowid % 4 = ${key})`
      : sql<IndexHit>`(SELECT (key / 4)::integer AS ref, title, body,
          -ts_rank(document, query) AS score
          FROM search_index, to_tsquery('simple', ${match}) AS query
          WHERE document @@ query AND key % 4 = ${key})`
  ).as('hits');
}

/**
 * Search cuts its own window instead of using `pageOf`: it pages by a cursor (any offset, not a
 * page number times a size), asks for one row more than it shows to know whether a next page
 * exists, and never counts all the matches, which would rank every hit of a common word.
 */
type Window = { limit: number; offset: number };

/**
 * Best first; among rides of equal score, upcoming soonest first and past ones last; the id
 * keeps the order stable between pages of equal scores.
 */
export async function findHits(
  target: Db,
  kind: SearchKind,
  words: string[],
  readerId: number | null,
  { limit, offset }: Window,
): Promise<HitRow[]> {
  const db: Kysely<Database> = target.db;
  const hits = indexHits(target, kind, words);
  const now = new Date().toISOString();
  switch (kind) {
    case 'rides':
      return (
        db
          .selectFrom(hits)
          .innerJoin('events', 'events.id', 'hits.ref')
          .select([
            'events.id',
            'events.name as title',
            sql<string>`COALESCE(events.description, '')`.as('text'),
            sql<null>`NULL`.as('owner'),
            'events.starts_at as at',
            sql<string>`events.from_name || ' → ' || events.to_name`.as('places'),
          ])
          .orderBy('hits.score')
          // Rides that match alike (a series' rides, all of one text): the next one first, the
          // others in date order, then those ridden, latest first.
          .orderBy(sql`CASE WHEN events.starts_at >= ${now} THEN 0 ELSE 1 END`)
          .orderBy(sql`CASE WHEN events.starts_at >= ${now} THEN events.starts_at END`, 'asc')
          .orderBy('events.starts_at', 'desc')
          .orderBy('events.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute()
      );
    case 'posts':
      return db
        .selectFrom(hits)
        .innerJoin('posts', 'posts.id', 'hits.ref')
        .innerJoin('users', 'users.id', 'posts.author_id')
        .where((eb) => visibleTo(readerId)(eb as never))
        .select([
          'posts.id',
          'users.full_name as title',
          'posts.content as text',
          'posts.author_id as owner',
          'posts.created_at as at',
          sql<null>`NULL`.as('places'),
        ])
        .orderBy('hits.score')
        .orderBy('posts.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    case 'members':
      return db
        .selectFrom(hits)
        .innerJoin('users', 'users.id', 'hits.ref')
        .where((eb) => inDirectory(eb as never))
        .select([
          'users.id',
          'users.full_name as title',
          'users.username as text',
          sql<null>`NULL`.as('owner'),
          sql<null>`NULL`.as('at'),
          sql<null>`NULL`.as('places'),
        ])
        .orderBy('hits.score')
        .orderBy('users.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    case 'products':
      return db
        .selectFrom(hits)
        .innerJoin('products', 'products.id', 'hits.ref')
        .select([
          'products.id',
          'products.name as title',
          'hits.body as text',
          sql<null>`NULL`.as('owner'),
          sql<null>`NULL`.as('at'),
          sql<null>`NULL`.as('places'),
        ])
        .orderBy('hits.score')
        .orderBy('products.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
  }
}
