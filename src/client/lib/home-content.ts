/**
 * The landing page's content (GET /api/intro/home). Kept light: the landing page is the first
 * thing a visitor loads, so this imports types and paths only, never a schema library.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HomeContent } from '../../contract/intro';
import { INTRO_PATHS } from '../../contract/intro-paths';
import { api } from './api-client';

export const introKeys = {
  home: ['intro', 'home'] as const,
};

export const homeContentQuery = queryOptions({
  queryKey: introKeys.home,
  queryFn: ({ signal }) => api<HomeContent>(INTRO_PATHS.home, { signal }),
  // A visitor gets the static welcome at once when the server cannot be reached.
  retry: false,
});
