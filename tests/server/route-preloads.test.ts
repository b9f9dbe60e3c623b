/**
 * The shell a URL gets names that route's code: the server reads the client's route files from
 * the build's manifest and matches URLs to them as the router does. The patterns are checked
 * against the router's own list (src/client/routeTree.gen.ts), so a route added in a way the
 * server does not understand fails here by name.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import {
  createRoutePreloads,
  routeFiles,
  routeFilesFor,
  type Manifest,
} from '../../src/server/lib/route-preloads';

const ROUTES = path.resolve('src/client/routes');

/** A manifest holding one chunk per route file of the app, as the build splits them. */
function manifestOfTheApp(): Manifest {
  const manifest: Manifest = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.tsx')) {
        const name = path.relative(ROUTES, file).replace(/\.tsx$/, '');
        manifest[`src/client/routes/${name}.tsx?tsr-split=component`] = { file: `${name}.js` };
      }
    }
  };
  walk(ROUTES);
  return manifest;
}

/** The full paths the router knows, from its generated route tree. */
function routerFullPaths(): string[] {
  const tree = readFileSync('src/client/routeTree.gen.ts', 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/'([^']+)':/g)].map((match) => match[1] ?? '');
}

describe('the client routes as the server reads them', () => {
  const files = routeFiles(manifestOfTheApp());

  it('has the same paths as the router', () => {
    const fullPath = (file: (typeof files)[number]) => {
      const joined = `/${file.segments.join('/')}`;
      const isIndex = file.name === 'index' || file.name.endsWith('/index');
      return isIndex && joined !== '/' ? `${joined}/` : joined;
    };
    expect(files.map(fullPath).sort()).toEqual(routerFullPaths().sort());
  });

  it.each([
    ['/intro', ['intro']],
    ['/events', ['events/index']],
    ['/events/new', ['events/new']],
    ['/events/42', ['events/$id/index']],
    ['/events/42/edit', ['events/$id/edit']],
    ['/people', ['people', 'people/index']],
    ['/people/profile/7', ['people', 'people/profile.$id']],
    ['/dashboard', ['dashboard/route', 'dashboard/index']],
    ['/dashboard/ROLE_ADMIN', ['dashboard/route', 'dashboard/ROLE_ADMIN']],
    ['/dashboard/dashboarddev', ['dashboard/route', 'dashboard/dashboarddev']],
    ['/auth/resetpass/rider%201', ['auth/route', 'auth/resetpass.$username']],
    ['/products/productDetails/3', ['products/productDetails.$id']],
  ])('draws %s with %j', (url, names) => {
    expect(routeFilesFor(files, url)?.map((file) => file.name)).toEqual(names);
  });

  it.each(['/no/such/page', '/intro/more', '/events/42/edit/again', '/dashboard/ROLE_NOBODY'])(
    'knows no route for %s',
    (url) => {
      expect(routeFilesFor(files, url)).toBeNull();
    },
  );
});

describe('preloads of a build', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_mantine.js': { file: 'assets/mantine.js', imports: ['_react.js'], css: ['assets/m.css'] },
    'src/client/routes/intro.tsx?tsr-split=component': {
      file: 'assets/intro.js',
      imports: ['_mantine.js', '_react.js'],
      css: ['assets/intro.css'],
    },
    'src/client/features/bugs/bug-report-screen.tsx': {
      file: 'assets/bug-report-screen.js',
      imports: ['_mantine.js'],
    },
  };
  const preloads = createRoutePreloads(manifest, 'src/client/features/bugs/bug-report-screen.tsx');

  it('names a route chunk and its imports, not what the entry brings', () => {
    expect(preloads.forPath('/intro').preloads).toEqual({
      modules: ['assets/intro.js', 'assets/mantine.js'],
      stylesheets: ['assets/intro.css', 'assets/m.css'],
    });
  });

  it('names the bug-report screen where no route matches', () => {
    expect(preloads.forPath('/nothing/here').preloads.modules).toEqual([
      'assets/bug-report-screen.js',
      'assets/mantine.js',
    ]);
  });
});

describe('the shell the server sends', () => {
  let app: App;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'club-preloads-'));
    const clientDir = path.join(root, 'client');
    mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body></body></html>',
    );
    writeFileSync(
      path.join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true },
        'src/client/routes/shop.tsx?tsr-split=component': {
          file: 'assets/shop.js',
          imports: ['_list.js'],
        },
        '_list.js': { file: 'assets/list.js' },
      } satisfies Manifest),
    );
    app = await buildApp({
      config: loadConfig({
        DATA_DIR: path.join(root, 'data'),
        CLIENT_DIR: clientDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'silent',
      }),
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it("links a route's code in the head, uncached", async () => {
    const reply = await app.inject({ url: '/shop?q=bell' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shop.js"><link rel="modulepreload" crossorigin href="/assets/list.js"></head>',
    );
  });

  it('sends the plain shell where the build names nothing more', async () => {
    const reply = await app.inject({ url: '/intro' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<title>shell</title></head>');
  });

  it('tells a page that asks the files of a screen, as the shell names them', async () => {
    const reply = await app.inject({ url: '/api/app/route-files?path=/shop' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      modules: ['assets/shop.js', 'assets/list.js'],
      stylesheets: [],
    });
    const nothing = await app.inject({ url: '/api/app/route-files?path=/intro' });
    expect(nothing.json()).toEqual({ modules: [], stylesheets: [] });
  });

  it.each(['', '?path=shop', `?path=/${'a'.repeat(1000)}`])(
    'refuses a question that names no address path: %s',
    async (query) => {
      const reply = await app.inject({ url: `/api/app/route-files${query}` });
      expect(reply.statusCode).toBe(400);
    },
  );

  it('sends the bare address to /intro (§2)', async () => {
    const reply = await app.inject({ url: '/' });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/intro');
  });
});
