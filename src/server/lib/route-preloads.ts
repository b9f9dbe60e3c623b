/**
 * What a page of the app needs before it can draw, read from the build's manifest
 * (`dist/client/.vite/manifest.json`), so the server can name it in the HTML it sends: the
 * browser then fetches the route's code beside the entry instead of after it, one round trip
 * instead of two or three on a phone's connection.
 *
 * The client's routes are TanStack Router file routes (`src/client/routes`), each split into
 * its own chunk. Their URL patterns follow from the file names, by the router's conventions:
 * `people/profile.$id.tsx` is `/people/profile/$id`, `events/index.tsx` is `/events`,
 * `dashboard/route.tsx` (or `people.tsx` beside a `people/` folder) wraps everything below it.
 * tests/server/route-preloads.test.ts checks these patterns against the router's own list.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteFile {
  /** The file under the routes folder, without extension: `people/profile.$id`. */
  name: string;
  /** URL segments; `$name` matches any one segment. */
  segments: string[];
  /** True when it wraps the routes below it (a layout), false when it is a page. */
  layout: boolean;
  /** The manifest keys of its chunks. */
  keys: string[];
}

export interface Preloads {
  /** Module chunks to fetch beside the entry (the entry's own are in the HTML already). */
  modules: string[];
  stylesheets: string[];
}

const ROUTE_KEY = /^src\/client\/routes\/(.+)\.tsx\?tsr-split=/;

/** The URL segments of a route file's name, and whether the name itself marks a layout. */
export function routeFileSegments(name: string): { segments: string[]; layoutFile: boolean } {
  const parts = name.split('/').flatMap((part) => part.split('.'));
  const last = parts.at(-1);
  if (last === 'index') return { segments: parts.slice(0, -1), layoutFile: false };
  if (last === 'route') return { segments: parts.slice(0, -1), layoutFile: true };
  return { segments: parts, layoutFile: false };
}

/** The route files of a build, from its manifest (the root route is part of the entry). */
export function routeFiles(manifest: Manifest): RouteFile[] {
  const byName = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const name = ROUTE_KEY.exec(key)?.[1];
    if (!name || name === '__root') continue;
    byName.set(name, [...(byName.get(name) ?? []), key]);
  }
  const files = [...byName].map(([name, keys]) => ({ name, keys, ...routeFileSegments(name) }));
  return files.map(({ name, keys, segments, layoutFile }) => ({
    name,
    keys,
    segments,
    // `people.tsx` wraps `people/…` when such files exist, as `people/route.tsx` would.
    layout:
      layoutFile || files.some((other) => other.name.startsWith(`${name}/`) && other.name !== name),
  }));
}

function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith('$') || part === segments[index])
  );
}

const staticCount = (file: RouteFile) =>
  file.segments.filter((part) => !part.startsWith('$')).length;

/**
 * The route files that draw a URL, outermost first: the layouts around it and the page. Null
 * when no page matches (the app shows its bug-report screen there).
 */
export function routeFilesFor(files: RouteFile[], pathname: string): RouteFile[] | null {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  // A page matches the whole path; a layout with no index page of its own is a page too.
  const pages = files.filter(
    (file) =>
      matches(file.segments, segments) &&
      (!file.layout || !files.some((other) => !other.layout && matches(other.segments, segments))),
  );
  // Among `/events/new` and `/events/$id`, the one with more fixed segments wins.
  const page = pages.sort((a, b) => staticCount(b) - staticCount(a))[0];
  if (!page) return null;
  const layouts = files.filter(
    (file) =>
      file.layout &&
      file !== page &&
      file.segments.length <= page.segments.length &&
      matches(file.segments, segments.slice(0, file.segments.length)),
  );
  return [...layouts.sort((a, b) => a.segments.length - b.segments.length), page];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A chunk and everything it imports statically. */
function staticGraph(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (into.has(key) || !chunk) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticGraph(manifest, imported, into);
  return into;
}

/**
 * Preloads per URL for one build. `notFoundKey` names the module of the screen shown where no
 * route matches (it is loaded lazily by the root route).
 */
export function createRoutePreloads(manifest: Manifest, notFoundKey?: string) {
  const files = routeFiles(manifest);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entryKey ? staticGraph(manifest, entryKey, new Set()) : new Set<string>();
  const notFound = notFoundKey && manifest[notFoundKey] ? [notFoundKey] : [];

  const preloadsOfKeys = (keys: string[]): Preloads => {
    const graph = new Set<string>();
    for (const key of keys) staticGraph(manifest, key, graph);
    const chunks = [...graph]
      .filter((key) => !inEntry.has(key))
      .flatMap((key) => manifest[key] ?? []);
    return {
      modules: chunks.map((chunk) => chunk.file),
      stylesheets: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
    };
  };

  return {
    files,
    /** What to preload for a URL's path; the not-found screen's code where no route matches. */
    forPath(pathname: string): { key: string; preloads: Preloads } {
      const matched = routeFilesFor(files, pathname);
      const keys = matched ? matched.flatMap((file) => file.keys) : notFound;
      const key = matched ? matched.map((file) => file.name).join('|') : '(not found)';
      return { key, preloads: preloadsOfKeys(keys) };
    },
  };
}
