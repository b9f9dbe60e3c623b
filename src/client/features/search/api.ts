/**
 * The club search (GET /api/search). A reply is kept per query, so Back to a search shows it at
 * once, and offline a search seen before comes back from this cache (or the service worker's
 * copy of the same URL).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchReply } from '../../../contract/search';
import { SEARCH_LIMITS, SEARCH_PATH, type SearchKind } from '../../../contract/search-constants';
import { api } from '../../lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string) => ['search', q] as const,
  more: (q: string, kind: SearchKind, cursor: string) => ['search', q, kind, cursor] as const,
};

/** Whether the text is long enough to be sent: shorter is a 400. */
export const searchable = (q: string) => q.trim().length >= SEARCH_LIMITS.queryMinLength;

export function searchQuery(q: string) {
  return queryOptions({
    queryKey: searchKeys.query(q),
    queryFn: ({ signal }) => api<SearchReply>(SEARCH_PATH, { query: { q }, signal }),
    enabled: searchable(q),
    // Typing keeps the last results in place until the next arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One kind's further hits, from its group's `next`. */
export function searchMoreQuery(q: string, kind: SearchKind, cursor: string) {
  return queryOptions({
    queryKey: searchKeys.more(q, kind, cursor),
    queryFn: ({ signal }) =>
      api<SearchReply>(SEARCH_PATH, { query: { q, kinds: kind, cursor }, signal }),
    staleTime: 30_000,
  });
}
