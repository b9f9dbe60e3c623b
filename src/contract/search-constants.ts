/**
 * The club search without its schemas: path, limits, kinds and texts, for the header button and
 * screens that must not bring the schema library with them. search.ts re-exports all of it.
 */
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

export const SEARCH_TEXT = {
  button: 'Search',
  title: 'Search the club',
  inputLabel: 'Search rides, posts, members and products',
  placeholder: 'Search rides, posts, members, products',
  queryTooShort: `Type at least ${SEARCH_LIMITS.queryMinLength} characters.`,
  queryTooLong: `Keep it under ${SEARCH_LIMITS.queryMaxLength + 1} characters.`,
  kindsUnknown: 'Kinds are rides, posts, members and products.',
  cursorInvalid: 'That "more" link has expired: search again.',
  prompt: 'Find a ride, a post, a member or a product.',
  nothingFound: (query: string) => `Nothing found for "${query}".`,
  correctedTo: 'Showing results for',
  more: 'More',
  offline: 'Search needs a connection.',
  offlineKept: 'Search needs a connection. These are the results from your last search for this.',
  failed: 'Search did not work just now. Try again.',
  headings: {
    rides: 'Rides',
    posts: 'Posts',
    members: 'Members',
    products: 'Products',
  } satisfies Record<SearchKind, string>,
} as const;
