/**
 * /api/seller: a seller's own shop details (their Settings tab) and logo, what buyers see of a
 * seller, the figures of the Notifications and Analytics tabs (a seller's own; the whole shop's
 * for admins and developers), what the club owes its sellers (admins and developers) and the
 * seller's line to the admins.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SELLER_PATHS,
  sellerInsightsSchema,
  sellerPayoutsSchema,
  sellerProfileInputSchema,
  sellerProfileSchema,
  sellerShopSchema,
  sellerSupportSchema,
} from '../../../contract/seller';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireRole } from '../../plugins/auth';
import { readImage } from '../media';
import * as sellers from './service';
import { idParamSchema } from '../../../contract/ids';

const tags = ['seller'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });

const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SELLER_PATHS.profile,
    {
      schema: {
        tags,
        security,
        summary: "The seller's own shop details, payout account included",
        response: { 200: sellerProfileSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => sellers.ownProfile(app, requireRole(request, 'ROLE_SELLER')),
  );

  app.put(
    SELLER_PATHS.profile,
    {
      schema: {
        tags,
        security,
        summary:
          'Save business information, policies, payout account, delivery options and dispatch days',
        body: sellerProfileInputSchema,
        response: { 200: sellerProfileSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sellers.saveProfile(app, requireRole(request, 'ROLE_SELLER'), request.body),
  );

  app.post(
    SELLER_PATHS.logo,
    {
      config: perMinute('seller-logo', 20),
      schema: {
        tags,
        security,
        summary: 'Replace the logo (multipart field "image", at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: sellerProfileSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request) => {
      const seller = requireRole(request, 'ROLE_SELLER');
      return sellers.replaceLogo(app, seller, () => readImage(request));
    },
  );

  app.delete(
    SELLER_PATHS.logo,
    {
      schema: {
        tags,
        security,
        summary: 'Remove the logo',
        response: { 200: sellerProfileSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => sellers.replaceLogo(app, requireRole(request, 'ROLE_SELLER'), null),
  );

  app.get(
    SELLER_PATHS.shop(':id'),
    {
      schema: {
        tags,
        summary: 'What buyers see of a seller: business information, policies, delivery',
        params,
        response: { 200: sellerShopSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => sellers.shopOf(app, request.params.id),
  );

  app.get(
    SELLER_PATHS.insights,
    {
      schema: {
        tags,
        security,
        summary:
          "The seller's low stock, new orders, returns, sales by week, best sellers and buyers",
        response: { 200: sellerInsightsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => sellers.insights(app.db, requireRole(request, 'ROLE_SELLER').id),
  );

  app.get(
    SELLER_PATHS.shopInsights,
    {
      schema: {
        tags,
        security,
        summary: 'The same figures for the whole shop (admins and developers)',
        response: { 200: sellerInsightsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'ROLE_ADMIN', 'ROLE_DEV');
      return sellers.insights(app.db, null);
    },
  );

  app.get(
    SELLER_PATHS.payouts,
    {
      schema: {
        tags,
        security,
        summary: "Every seller's payout account and completed sales (admins and developers)",
        response: { 200: sellerPayoutsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'ROLE_ADMIN', 'ROLE_DEV');
      return sellers.payouts(app.db);
    },
  );

  app.post(
    SELLER_PATHS.support,
    {
      config: perMinute('seller-support', 10),
      schema: {
        tags,
        security,
        summary: "The member's conversation with the club's admins about the shop",
        response: { 200: sellerSupportSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) =>
      sellers.supportConversation(app, requireRole(request, 'ROLE_SELLER', 'ROLE_DEV')),
  );
};
export default sellerRoutes;
