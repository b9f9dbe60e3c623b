/**
 * Security headers on every reply (helmet). Pages (the app's shell, the API's replies and docs,
 * uploaded files) get the app's policy. A file a page loads (a script, a stylesheet, an icon)
 * is never a page itself: it gets a policy that allows nothing, and none of the headers only a
 * page reads (frame and opener policies, the old IE and Flash switches). A screen loads about
 * fifty such files, and those headers were 540 bytes on each: some 27 KB before the first paint
 * on a phone's connection, as much as the page's whole stylesheet.
 *
 * The service worker keeps the app's policy: a worker's own fetches follow the policy of its
 * script.
 */
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { tileOrigin } from '../../contract/map';

/**
 * Whether the request is for a file a page loads: a path with an extension, outside the API,
 * and neither a page nor the service worker.
 */
function isLoadedFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  if (pathname.startsWith('/api/') || pathname.startsWith('/ws')) return false;
  const extension = /\.([A-Za-z0-9]+)$/.exec(pathname)?.[1]?.toLowerCase();
  return extension !== undefined && extension !== 'html' && pathname !== '/sw.js';
}

export default fp(async (app) => {
  const { config } = app;
  const hsts = config.publicUrl.startsWith('https://')
    ? { maxAge: 31536000, includeSubDomains: true }
    : (false as const);
  const referrerPolicy = { policy: 'strict-origin-when-cross-origin' as const };
  // Built once here; @fastify/helmet built them again for every request, parsing the CSP each
  // time.
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from the one configured tile server, nowhere else.
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.mapTileUrl)!],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        // The credits film, from YouTube's privacy-enhanced host; no other frame loads.
        frameSrc: ['https://www.youtube-nocookie.com'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts,
    referrerPolicy,
    crossOriginEmbedderPolicy: false,
  });
  const fileHeaders = helmet({
    // Opened on its own (an SVG icon in a tab), a file may run and load nothing.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    hsts,
    referrerPolicy,
    // nosniff and Cross-Origin-Resource-Policy stay: they are what a loaded file's headers do.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isLoadedFile(request.url) ? fileHeaders : pageHeaders;
    headers(request.raw, reply.raw, () => done());
  });
});
