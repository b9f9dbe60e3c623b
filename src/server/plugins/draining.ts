/**
 * Draining: a process told to stop first says "not ready" on /api/health, so that a load
 * balancer in front sends it nothing new, and goes on serving what reaches it for the drain
 * time (DRAIN_SECONDS) before it closes (main.ts). Closing then finishes the requests under way
 * and ends each chat socket with an ERROR that tells the client to reconnect, which it does on
 * another process.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    let draining = false;
    app.decorate('isDraining', () => draining);
    app.decorate('startDraining', () => {
      draining = true;
    });
  },
  { name: 'draining' },
);
