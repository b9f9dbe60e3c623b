/**
 * Bundle sizes of the built client (run `npm run build` first): gzip sizes of the JS /intro
 * needs before it renders, of each route chunk, of what each screen loads before its first
 * render (with the late packages among it), of the CSS and of the precache. Exits non-zero
 * when a target is missed, so it can guard a CI run: `npm run bench:bundle`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const TARGETS = { firstRenderJs: 140 * KB, routeChunk: 50 * KB };
/**
 * Heavy libraries that must load with the screens that use them, never before
 * (docs/architecture.md, Speed and screens).
 */
const LATE_PACKAGES = ['dexie', 'react-hook-form', 'zod'];
const INTRO_ROUTE = 'src/client/routes/intro.tsx';

const client = path.resolve(import.meta.dirname, '../../dist/client');
const manifestFile = path.join(client, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run npm run build first.`);
  process.exit(2);
}
/**
 * @type {Record<string, {file: string, imports?: string[], css?: string[], isEntry?: boolean,
 * isDynamicEntry?: boolean}>}
 */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(path.join(client, file));
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizeCache.get(file);
}
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** A chunk and everything it imports statically: what loads before its code can run. */
function withStaticImports(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

/** The npm packages bundled into a file, read from its source map. */
function packagesIn(file) {
  const map = path.join(client, `${file}.map`);
  if (!existsSync(map)) return null;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return new Set(
    sources.flatMap((source) => {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      return match ? [match[1]] : [];
    }),
  );
}

const rows = [];
const failures = [];
const row = (what, files, limit) => {
  const total = files.reduce(
    (sum, file) => ({ raw: sum.raw + sizes(file).raw, gzip: sum.gzip + sizes(file).gzip }),
    { raw: 0, gzip: 0 },
  );
  const ok = limit === undefined || total.gzip <= limit;
  rows.push([
    what,
    String(files.length),
    kb(total.raw),
    kb(total.gzip),
    limit ? kb(limit) : '',
    ok ? '' : 'OVER',
  ]);
  if (!ok) failures.push(`${what}: ${kb(total.gzip)} gzip, target ${kb(limit)}`);
  return total;
};

// The first render of /intro: the entry, its static imports, then the intro route's chunks.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const introKey = Object.keys(manifest).find((key) => key.startsWith(`${INTRO_ROUTE}?`));
if (!entryKey || !introKey) {
  console.error('The manifest has no entry or no intro route chunk.');
  process.exit(2);
}
const firstRender = withStaticImports(entryKey);
withStaticImports(introKey, firstRender);
row('first-render JS (/intro)', [...firstRender], TARGETS.firstRenderJs);

for (const file of firstRender) {
  const found = packagesIn(file);
  // The bundler's own module runtime has no sources of ours or of any package to map.
  if (!found && /\/rolldown-runtime-[\w-]+\.js$/.test(file)) continue;
  if (!found) failures.push(`${file} has no source map: cannot check ${LATE_PACKAGES.join(', ')}`);
  for (const name of LATE_PACKAGES)
    if (found?.has(name)) failures.push(`${name} is in ${file}, which the first render needs`);
}

const routeKeys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/client/'))
  .sort();
for (const key of routeKeys) {
  const name = key.replace(/^src\/client\/(routes\/)?/, '').replace(/\?.*$/, '');
  row(`  chunk ${name}`, [manifest[key].file], TARGETS.routeChunk);
}

// What each screen loads before its first render: the entry, and every chunk of its route file
// and of the layout routes around it (component, loader) with their static imports. Named after it: the late packages among them,
// which that screen could load after its first render instead.
const routeFiles = [
  ...new Set(
    routeKeys.filter((key) => key.startsWith('src/client/routes/')).map((key) => key.split('?')[0]),
  ),
];
/** The route file and the layout routes around it. */
const withLayouts = (routeFile) => {
  const folders = routeFile
    .replace(/^src\/client\/routes\//, '')
    .split('/')
    .slice(0, -1);
  // A folder's layout is its route.tsx, or a file of the folder's name beside it (people.tsx).
  const layouts = folders.flatMap((_, depth) => {
    const folder = `src/client/routes/${folders.slice(0, depth + 1).join('/')}`;
    return [`${folder}/route.tsx`, `${folder}.tsx`];
  });
  return new Set([routeFile, ...layouts]);
};
for (const routeFile of routeFiles) {
  const files = withStaticImports(entryKey);
  const own = withLayouts(routeFile);
  for (const key of routeKeys.filter((key) => own.has(key.split('?')[0])))
    withStaticImports(key, files);
  const late = LATE_PACKAGES.filter((name) =>
    [...files].some((file) => packagesIn(file)?.has(name)),
  );
  const name = routeFile.replace(/^src\/client\/routes\//, '').replace(/\.tsx$/, '');
  row(`  screen ${name}${late.length ? ` (${late.join(', ')})` : ''}`, [...files]);
}

const css = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
row('CSS (all)', css);

const sw = readFileSync(path.join(client, 'sw.js'), 'utf8');
const precached = [...sw.matchAll(/["']?url["']?\s*:\s*"([^"]+)"/g)].map((match) => match[1]);
if (precached.length === 0) failures.push('sw.js lists no precached files');
row('precache (all entries)', [...new Set(precached)]);

const header = ['what', 'files', 'raw', 'gzip', 'target', ''];
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i].length)));
for (const r of [header, ...rows])
  console.log(
    r
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd(),
  );

if (failures.length) {
  console.error(`\nTargets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll bundle targets met.');
