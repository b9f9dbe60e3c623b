/** /api/review and /api/product/{id}/reviews: ratings of completed order lines and replies. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_PATHS } from '../../../../contract/products';
import {
  REVIEW_PATHS,
  ratingSummarySchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewReplyInputSchema,
  reviewSchema,
} from '../../../../contract/shop-reviews';
import { errorResponses } from '../../../lib/error-responses';
import { perMinute } from '../../../lib/rate-limits';
import { requireRole, requireUser } from '../../../plugins/auth';
import * as reviews from './service';
import { idParamSchema } from '../../../../contract/ids';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const id = idParamSchema;

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    REVIEW_PATHS.create,
    {
      config: perMinute('review-create', 30),
      schema: {
        tags,
        security,
        summary: 'Rate a completed order line of yours, once, 1 to 5 with a comment',
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reviews.create(app, requireUser(request), request.body)),
  );

  app.post(
    REVIEW_PATHS.reply(':id'),
    {
      schema: {
        tags,
        security,
        summary: "Reply to a review of your product, once (the product's seller or an admin)",
        params: z.object({ id }),
        body: reviewReplyInputSchema,
        response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      reviews.reply(app, requireUser(request), request.params.id, request.body.text),
  );

  app.get(
    REVIEW_PATHS.seller,
    {
      schema: {
        tags,
        security,
        summary: 'Reviews of your products, newest first (Customer Feedback)',
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const seller = requireRole(request, 'ROLE_SELLER', 'ROLE_ADMIN', 'ROLE_DEV');
      return reviews.ofSeller(app, seller.id, request.query.page, request.query.size);
    },
  );

  app.get(
    REVIEW_PATHS.all,
    {
      schema: {
        tags,
        security,
        summary: 'Every review of the shop with its reply, newest first (admins and developers)',
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'ROLE_ADMIN', 'ROLE_DEV');
      return reviews.everyReview(app, request.query.page, request.query.size);
    },
  );

  app.get(
    REVIEW_PATHS.summary(':sellerId'),
    {
      schema: {
        tags,
        summary: "A seller's overall rating (3.5 until the first review) and one per product",
        params: z.object({ sellerId: id }),
        response: { 200: ratingSummarySchema, ...errorResponses(400) },
      },
    },
    async (request) => reviews.summary(app.db, request.params.sellerId),
  );

  app.get(
    PRODUCT_PATHS.reviews(':id'),
    {
      schema: {
        tags,
        summary: 'Reviews of a product, newest first, with the seller’s replies',
        params: z.object({ id }),
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      reviews.ofProduct(app, request.params.id, request.query.page, request.query.size),
  );
};
export default reviewRoutes;
