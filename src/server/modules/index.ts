/** Every feature module, mounted under /api. */
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import bugRoutes from './bugs/routes';
import cartRoutes from './cart/routes';
import chatRoutes from './chat/routes';
import conversationRoutes from './conversations/routes';
import eventRoutes from './events/routes';
import healthRoutes from './health/routes';
import introRoutes from './intro/routes';
import mediaRoutes from './media/routes';
import orderRoutes from './orders/routes';
import postRoutes from './posts/routes';
import productRoutes from './products/routes';
import pushRoutes from './push/routes';
import roleRoutes from './roles/routes';
import settingsRoutes from './settings/routes';
import tempFileRoutes from './tempfiles/routes';
import userRoutes from './users/routes';

export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(mediaRoutes);
  await app.register(bugRoutes);
  await app.register(pushRoutes);
  await app.register(chatRoutes);
  await app.register(conversationRoutes);
  await app.register(postRoutes);
  await app.register(introRoutes);
  await app.register(settingsRoutes);
  await app.register(productRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(eventRoutes);
  await app.register(tempFileRoutes);
};
