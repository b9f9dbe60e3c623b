/**
 * One search across the club. A misspelt word that no indexed word equals (or starts, for the
 * word being typed) is replaced by the closest indexed word within its allowed edits; then each
 * kind is searched under its own module's rule of who may read it: the feed's for posts, the
 * directory's for members (signed-in readers only, as the directory itself), the shop's whole
 * catalogue for products, and every ride, as the rides list shows them to anybody.
 */
import type { FastifyInstance } from 'fastify';
import type {
  SearchGroup,
  SearchHit,
  SearchKind,
  SearchQueryParsed,
  SearchReply,
} from '../../../contract/search';
import type { AuthUser } from '../../types';
import { findHits, MAX_OFFSET, nearTerms, termExists, type HitRow } from './repository';
import { allowedEdits, closestTerm, queryWords, snippetOf } from './words';
import type { Db } from '../../db/connect';

/** The query's words with each misspelt one replaced; `corrected` when any was. */
async function correctWords(target: Db, words: string[]) {
  const last = words.length - 1;
  let corrected = false;
  const result: string[] = [];
  for (const [index, word] of words.entries()) {
    const edits = allowedEdits(word);
    if (edits === 0 || (await termExists(target, word, index === last))) {
      result.push(word);
      continue;
    }
    const closest = closestTerm(word, await nearTerms(target, word, edits));
    if (closest) corrected = true;
    result.push(closest ?? word);
  }
  return { words: result, corrected };
}

const URLS: Record<SearchKind, (row: HitRow) => string> = {
  rides: (row) => `/events/${row.id}`,
  // Posts have no page of their own: they are read on their author's profile.
  posts: (row) => `/people/profile/${row.owner}`,
  members: (row) => `/people/profile/${row.id}`,
  products: (row) => `/products/productDetails/${row.id}`,
};

function toHit(kind: SearchKind, row: HitRow, words: string[]): SearchHit {
  const text = kind === 'members' ? `@${row.text}` : row.text;
  return {
    kind,
    id: row.id,
    title: row.title,
    snippet: snippetOf(text, words),
    url: URLS[kind](row),
    at: row.at,
    places: row.places,
  };
}

export async function search(
  app: FastifyInstance,
  reader: AuthUser | null,
  query: SearchQueryParsed,
): Promise<SearchReply> {
  const target: Db = { db: app.db, dialect: app.dialect };
  // The directory is for signed-in members only: a visitor's search never lists members.
  const kinds = query.kinds.filter((kind) => kind !== 'members' || reader !== null);
  const typed = queryWords(query.q);
  if (typed.length === 0) {
    return {
      query: query.q,
      correctedQuery: null,
      groups: kinds.map((kind) => ({ kind, hits: [], next: null })),
    };
  }
  const { words, corrected } = await correctWords(target, typed);
  const offset = Math.min(query.cursor, MAX_OFFSET);
  const groups: SearchGroup[] = [];
  for (const kind of kinds) {
    // One more than asked for says whether there is a next page.
    const rows = await findHits(target, kind, words, reader?.id ?? null, {
      limit: query.limit + 1,
      offset,
    });
    const more = rows.length > query.limit && offset + query.limit < MAX_OFFSET;
    groups.push({
      kind,
      hits: rows.slice(0, query.limit).map((row) => toHit(kind, row, words)),
      next: more ? String(offset + query.limit) : null,
    });
  }
  return { query: query.q, correctedQuery: corrected ? words.join(' ') : null, groups };
}
