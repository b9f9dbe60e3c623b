/** Every feature module, mounted under /api. */
import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/routes';

export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
