/**
 * Every feature module, mounted under /api, and what one module tells another: a module is
 * used by the others only through its index.ts, and where one must hear of another's change
 * (a settings change the rides follow), the listener is handed over here.
 */
import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/routes';
import announcementRoutes from './announcements/routes';
import authRoutes from './auth/routes';
import bugRoutes from './bugs/routes';
import cartRoutes from './cart/routes';
import chatRoutes from './chat/routes';
import conversationRoutes from './conversations/routes';
import { replanRemindersOnLeadChange } from './events';
import eventRoutes from './events/routes';
import healthRoutes from './health/routes';
import introRoutes from './intro/routes';
import mapRoutes from './map/routes';
import mediaRoutes from './media/routes';
import notificationRoutes from './notifications/routes';
import memberActivityRoutes from './member-activity/routes';
import merchandiseRoutes from './merchandise/routes';
import orderRoutes from './orders/routes';
import parcelRoutes from './parcels/routes';
import postRoutes from './posts/routes';
import productRoutes from './products/routes';
import repairRoutes from './repairs/routes';
import pushRoutes from './push/routes';
import roleRoutes from './roles/routes';
import searchRoutes from './search/routes';
import sellerRoutes from './seller/routes';
import settingsRoutes from './settings/routes';
import storageRoutes from './storage/routes';
import tempFileRoutes from './tempfiles/routes';
import userRoutes from './users/routes';

export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(memberActivityRoutes);
  await app.register(roleRoutes);
  await app.register(mediaRoutes);
  await app.register(bugRoutes);
  await app.register(pushRoutes);
  await app.register(notificationRoutes);
  await app.register(chatRoutes);
  await app.register(conversationRoutes);
  await app.register(postRoutes);
  await app.register(announcementRoutes);
  await app.register(introRoutes);
  await app.register(settingsRoutes, { listeners: [replanRemindersOnLeadChange] });
  await app.register(productRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(sellerRoutes);
  await app.register(eventRoutes);
  await app.register(mapRoutes);
  await app.register(tempFileRoutes);
  await app.register(parcelRoutes);
  await app.register(storageRoutes);
  await app.register(repairRoutes);
  await app.register(merchandiseRoutes);
  await app.register(adminRoutes);
  await app.register(searchRoutes);
};
