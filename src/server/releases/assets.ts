/**
 * The built app's hashed files (`assets/` of the client build): which names are one, what
 * type each is sent as, and how long a browser keeps it. The same headers whether the file
 * comes from this process's build on disk or from an earlier release in the file store.
 */

/** A hashed name never changes content, so a browser keeps it for a year without asking. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The types a build puts in assets/, as @fastify/static sends them for the current build. */
const ASSET_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * A file name as the build makes them (`index-DNRwXf_h.js`, `profile._id-duBdmwJm.js`):
 * letters, digits, `_` and `-` in parts joined by single dots. Nothing that could name a
 * folder, climb out of one, or arrive encoded; source maps are not among the types.
 */
const ASSET_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.([a-z0-9]+)$/;
const NAME_MAX = 200;

/** The Content-Type `name` is sent with, or undefined if it is no servable hashed file. */
export function assetType(name: string): string | undefined {
  if (name.length > NAME_MAX) return undefined;
  const extension = ASSET_NAME.exec(name)?.[1];
  return extension !== undefined && Object.hasOwn(ASSET_TYPES, extension)
    ? ASSET_TYPES[extension]
    : undefined;
}

const ASSET_PATH = '/assets/';

/** The hashed file a request path asks for (`/assets/<name>`), or undefined. */
export function assetNameOf(pathname: string): string | undefined {
  if (!pathname.startsWith(ASSET_PATH)) return undefined;
  const name = pathname.slice(ASSET_PATH.length);
  return assetType(name) ? name : undefined;
}
