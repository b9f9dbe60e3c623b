/**
 * API replies are kept out of caches unless their route says otherwise: most of them depend on
 * who asks (the member's orders, cart, files, parcels, the signed-in member's own shape), and a
 * shared cache or a browser's disk cache holding one could hand it to the next reader. Routes
 * whose replies are the same for everyone set their own Cache-Control (pictures for everyone,
 * the landing page's content). The service worker keeps what the app needs offline itself.
 */
import fp from 'fastify-plugin';

export const PRIVATE_REPLY = 'private, no-store';

export default fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    const path = request.url;
    if ((path === '/api' || path.startsWith('/api/')) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', PRIVATE_REPLY);
    }
  });
});
