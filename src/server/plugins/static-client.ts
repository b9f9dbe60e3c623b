/**
 * Serves the built app: hashed assets as immutable, `index.html` and `sw.js` as no-cache, and
 * the shell for any other GET that a browser navigates to (client routes). `/api` and `/ws`
 * never fall back to the shell: an unknown API path is a JSON 404.
 *
 * The shell a route gets names that route's code and styles (modulepreload and stylesheet
 * links, lib/route-preloads.ts), so a phone fetches them beside the entry, not after it. A
 * route whose first screen shows a stored picture (the landing page's welcome picture) names
 * that picture too: otherwise it is asked for only once the app has drawn the page, seconds
 * later on a slow phone, and it is what the visitor waits for.
 *
 * A hashed file this build lacks is looked for in the releases kept before it
 * (release-archive.ts): a tab opened before the deploy still loads its screens.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, APP_PATHS } from '../../contract/api-paths';
import { SERVER_MESSAGE } from '../../contract/messages';
import { pictureSrcSet } from '../../contract/picture-src-set';
import type { Picture } from '../../contract/pictures';
import { createRoutePreloads, type Manifest, type Preloads } from '../lib/route-preloads';
import { ASSET_CACHE_CONTROL, assetNameOf } from '../releases/assets';
import { sendError } from './errors';
import { releaseArchive, type ReleaseArchive } from './release-archive';

declare module 'fastify' {
  interface FastifyInstance {
    /** The files of earlier releases, with a built client; null without one. */
    releaseArchive: ReleaseArchive | null;
  }
}

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'first-reads.js']);
/** Shown where no route matches (§2); the root route loads it lazily. */
const NOT_FOUND_SCREEN = 'src/client/features/bugs/bug-report-screen.tsx';

/** A stored picture a route's first screen shows, with the img's `sizes` there. */
export interface FirstPicture {
  picture: Pick<Picture, 'url' | 'sizes'>;
  sizes: string;
}

export interface StaticClientOptions {
  /** Per client path, the picture its first screen shows, if any (read when the page is asked). */
  firstPictures?: Record<string, () => Promise<FirstPicture | null>>;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same srcset, sizes and fallback as the screen's img, so the browser uses this fetch. */
function pictureLink({ picture, sizes }: FirstPicture): string {
  const href = picture.sizes.at(-1)?.url ?? picture.url;
  const srcset = pictureSrcSet(picture);
  const candidates = srcset
    ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}"`
    : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}"${candidates}>`;
}

function preloadLinks({ modules, stylesheets }: Preloads): string {
  return [
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

const NO_PRELOADS: Preloads = { modules: [], stylesheets: [] };

/** Each route's files, from the build's manifest; none without one. */
function routePreloads(root: string): (pathname: string) => { key: string; preloads: Preloads } {
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => ({ key: '', preloads: NO_PRELOADS });
  const preloads = createRoutePreloads(
    JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
    NOT_FOUND_SCREEN,
  );
  return (pathname) => preloads.forPath(pathname);
}

/** The shell with each route's preloads, made once per route and kept. */
function shellPages(root: string, preloadsFor: ReturnType<typeof routePreloads>) {
  const shell = readFileSync(path.join(root, 'index.html'), 'utf8');
  if (!shell.includes('</head>')) return () => shell;
  const pages = new Map<string, string>();
  return (pathname: string) => {
    const { key, preloads: links } = preloadsFor(pathname);
    let page = pages.get(key);
    if (page === undefined) {
      page = shell.replace('</head>', `${preloadLinks(links)}</head>`);
      pages.set(key, page);
    }
    return page;
  };
}

/** The route-files query: an address path of the app. */
const routeFilesQuery = z.object({ path: z.string().startsWith('/').max(1000) });

export default fp<StaticClientOptions>(async (app, { firstPictures = {} }) => {
  const root = app.config.clientDir;
  const hasClient = existsSync(path.join(root, 'index.html'));
  const preloadsFor = hasClient ? routePreloads(root) : undefined;
  const shellFor = preloadsFor ? shellPages(root, preloadsFor) : undefined;
  const archive = hasClient ? releaseArchive(app, root) : null;
  app.decorate('releaseArchive', archive);
  /** The route's first picture as a link for the head; none if it cannot be read now. */
  const firstPictureLink = async (request: FastifyRequest, pathname: string) => {
    const read = Object.hasOwn(firstPictures, pathname) ? firstPictures[pathname] : undefined;
    if (!read) return '';
    try {
      const first = await read();
      return first ? pictureLink(first) : '';
    } catch (error) {
      request.log.warn({ err: error }, 'The first picture of %s could not be read', pathname);
      return '';
    }
  };
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const shell = shellFor?.(pathname) ?? '';
    const picture = await firstPictureLink(request, pathname);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(picture ? shell.replace('</head>', `${picture}</head>`) : shell);
  };

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // Our setHeaders decides caching per file.
      cacheControl: false,
      // Source maps stay on disk for the bundle bench and for debugging a reported stack; the
      // code as written, comments and all, is not served.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (NO_CACHE.has(name)) res.setHeader('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
        } else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    });
    // What the entry's code no longer lists for each screen (vite.config.ts): the client asks
    // when a link is first pointed at, before the service worker holds every file.
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        `${API_PREFIX}${APP_PATHS.routeFiles}`,
        { schema: { querystring: routeFilesQuery, hide: true } },
        (request, reply) =>
          reply
            // A deploy changes the answer; the client asks once per screen and tab.
            .header('Cache-Control', 'no-cache')
            .send(preloadsFor?.(request.query.path).preloads ?? NO_PRELOADS),
      );
    // §2: the bare address is /intro; answering so here spares a phone starting the app twice.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/intro', 302));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? url;
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/ws');
    // A missing file (a path with an extension) is a 404; anything else is a client route.
    const isClientRoute = !isApi && !/\.[A-Za-z0-9]+$/.test(pathname);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isClientRoute && hasClient && isRead) {
      return sendShell(request, reply, pathname);
    }
    const earlierAsset = isRead ? assetNameOf(pathname) : undefined;
    if (archive && earlierAsset && (await archive.sendAsset(reply, earlierAsset))) return reply;
    return sendError(
      reply,
      404,
      `${SERVER_MESSAGE.notFound.slice(0, -1)}: ${request.method} ${pathname}`,
    );
  });
});
