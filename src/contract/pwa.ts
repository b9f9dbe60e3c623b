/**
 * What the page and the service worker agree on: cache names, message types and the header
 * that marks a reply served from the cache. Both sides import these, so they cannot drift.
 */

/** Replies of GET /api/* (NetworkFirst). One member's data: emptied on sign-out. */
export const API_CACHE = 'club-api-v1';
/** Pictures under /api/media/* (CacheFirst). Also emptied on sign-out: they can be private. */
export const MEDIA_CACHE = 'club-media-v1';
/**
 * Replies that are the same for everyone (the landing page's content): kept across sign-out, so
 * the first page a visitor sees still opens offline.
 */
export const PUBLIC_API_CACHE = 'club-public-v1';
/** A language's font files, kept once a page showed that language (not member data). */
export const FONT_CACHE = 'club-fonts-v1';
/** The font files kept on first use rather than precached for every member. */
export const LANGUAGE_FONT_FILE = /\/assets\/noto-sans-bengali-[^/]+\.woff2$/;
export const PUBLIC_API_PATHS = ['/api/intro/home'] as const;
/** Every cache that holds a member's data; the precache (the app itself) is not among them. */
export const USER_DATA_CACHES = [API_CACHE, MEDIA_CACHE] as const;

/** Past this the network is given up and the cached copy is shown. */
export const API_NETWORK_TIMEOUT_SECONDS = 4;
export const API_CACHE_MAX_ENTRIES = 200;
export const API_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const MEDIA_CACHE_MAX_ENTRIES = 150;
export const MEDIA_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Set by the service worker on a reply taken from the cache: when the server produced it. */
export const FROM_CACHE_HEADER = 'X-From-Cache';

export const SW_MESSAGE = {
  skipWaiting: 'SKIP_WAITING',
  clearUserData: 'CLEAR_USER_DATA',
} as const;

/** Paths the service worker never answers for: live connections and answers about the present. */
export const SW_NETWORK_ONLY_PREFIXES = ['/api/health', '/api/auth/', '/ws'] as const;

/**
 * The cache the service worker keeps a same-origin GET of `pathname` in, or null for one it
 * never keeps (not the API, or an answer about the present). The page keeps the replies of a
 * first visit by the same rule (lib/pwa/first-visit-replies.ts).
 */
export function apiCacheFor(pathname: string): string | null {
  if (!pathname.startsWith('/api/')) return null;
  if (SW_NETWORK_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  if (pathname.startsWith('/api/media/')) return MEDIA_CACHE;
  if ((PUBLIC_API_PATHS as readonly string[]).includes(pathname)) return PUBLIC_API_CACHE;
  return API_CACHE;
}

/**
 * The earlier versions' hashed files, kept by the service worker for tabs still running them
 * (sw/earlier-releases.ts): one cache per version that left, named by when it left.
 */
export const EARLIER_RELEASE_CACHE_PREFIX = 'club-earlier-release-';
/** How many earlier versions' files the service worker keeps (the server keeps more). */
export const EARLIER_RELEASES_KEPT = 2;

/** A file of a build, named by its content's hash (`/assets/…`); source maps are never served. */
export function isHashedAsset(pathname: string): boolean {
  return /^\/assets\/[\w.-]+$/.test(pathname) && !pathname.endsWith('.map');
}
