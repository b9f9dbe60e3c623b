/**
 * Serves the built app: hashed assets as immutable, `index.html` and `sw.js` as no-cache, and
 * the shell for any other GET that a browser navigates to (client routes). `/api` and `/ws`
 * never fall back to the shell: an unknown API path is a JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGE } from '../../contract/messages';
import { sendError } from './errors';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

export default fp(async (app) => {
  const root = app.config.clientDir;
  const hasClient = existsSync(path.join(root, 'index.html'));
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
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  if (hasClient) {
    // The bare address is a client route too (the app redirects it to /intro).
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false }),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? url;
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/ws');
    // A missing file (a path with an extension) is a 404; anything else is a client route.
    const isClientRoute = !isApi && !/\.[A-Za-z0-9]+$/.test(pathname);
    if (isClientRoute && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return sendError(
      reply,
      404,
      `${SERVER_MESSAGE.notFound.slice(0, -1)}: ${request.method} ${pathname}`,
    );
  });
});
