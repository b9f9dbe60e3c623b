/**
 * The club search without its schemas: path, limits, kinds and texts, for the header button and
 * screens that must not bring the schema library with them. search.ts re-exports all of it.
 */
import { defineTexts, t, type Message } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const SEARCH_PATH = '/search';

/** What one search box finds, in the order its groups are shown. */
export const SEARCH_KINDS = ['rides', 'posts', 'members', 'products'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LIMITS = {
  queryMinLength: 2,
  queryMaxLength: 100,
  /** Hits per kind when the request names no limit, and the most it may ask for. */
  perKindDefault: 5,
  perKindMax: 20,
  /** Query words beyond this are ignored: a search box, not a document. */
  maxWords: 8,
  /** Characters of text shown around the first matched word. */
  snippetLength: 140,
  /** The wait after the last key before the screen asks the server. */
  debounceMs: 250,
} as const;

/** The search schema's messages (search.ts), English when it is built. */
export const SEARCH_VALIDATION = englishTexts({
  /** SEARCH_LIMITS.queryMinLength. */
  queryTooShort: /*i18n*/ { id: 'Type at least 2 characters.' },
  /** SEARCH_LIMITS.queryMaxLength + 1. */
  queryTooLong: /*i18n*/ { id: 'Keep it under 101 characters.' },
  kindsUnknown: /*i18n*/ { id: 'Kinds are rides, posts, members and products.' },
  cursorInvalid: /*i18n*/ { id: 'That "more" link has expired: search again.' },
});

export const SEARCH_TEXT = defineTexts({
  button: /*i18n*/ { id: 'Search' },
  title: /*i18n*/ { id: 'Search the club' },
  inputLabel: /*i18n*/ { id: 'Search rides, posts, members and products' },
  placeholder: /*i18n*/ { id: 'Search rides, posts, members, products' },
  /** SEARCH_LIMITS.queryMinLength. */
  queryTooShort: /*i18n*/ { id: 'Type at least 2 characters.' },
  prompt: /*i18n*/ { id: 'Find a ride, a post, a member or a product.' },
  nothingFound: (query: string) => t(/*i18n*/ { id: 'Nothing found for "{query}".' }, { query }),
  correctedTo: /*i18n*/ { id: 'Showing results for' },
  more: /*i18n*/ { id: 'More' },
  offline: /*i18n*/ { id: 'Search needs a connection.' },
  offlineKept: /*i18n*/ {
    id: 'Search needs a connection. These are the results from your last search for this.',
  },
  failed: /*i18n*/ { id: 'Search did not work just now. Try again.' },
  headings: {
    rides: /*i18n*/ { id: 'Rides' },
    posts: /*i18n*/ { id: 'Posts' },
    members: /*i18n*/ { id: 'Members' },
    products: /*i18n*/ { id: 'Products' },
  } satisfies Record<SearchKind, Message>,
} as const);
