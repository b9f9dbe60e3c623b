/** /api/cart: the signed-in member's cart, which follows them across devices. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CART_PATHS,
  cartLineInputSchema,
  cartMergeSchema,
  cartSchema,
} from '../../../contract/shop-cart';
import { errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../plugins/auth';
import * as cart from './service';
import { idParamSchema } from '../../../contract/ids';
import { offlineWrite } from '../../plugins/write-versions';

const tags = ['cart'];
const security = [{ bearer: [] }];

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CART_PATHS.cart,
    {
      schema: {
        tags,
        security,
        summary: 'Your cart, priced as the catalogue is now',
        response: { 200: cartSchema, ...errorResponses(401) },
      },
    },
    async (request) => cart.cartOf(app.db, requireUser(request)),
  );

  app.put(
    CART_PATHS.lines,
    {
      config: offlineWrite('cart.sync'),
      schema: {
        tags,
        security,
        summary: "Set a line's quantity; more than the stock is cut to the stock",
        body: cartLineInputSchema,
        response: { 200: cartSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => cart.setLine(app.db, requireUser(request), request.body),
  );

  app.delete(
    CART_PATHS.line(':productId'),
    {
      config: offlineWrite('cart.sync'),
      schema: {
        tags,
        security,
        summary: 'Remove a line',
        params: z.object({ productId: idParamSchema }),
        response: { 200: cartSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => cart.removeLine(app.db, requireUser(request), request.params.productId),
  );

  app.post(
    CART_PATHS.merge,
    {
      config: offlineWrite('cart.sync'),
      schema: {
        tags,
        security,
        summary: "Add a signed-out cart's lines to yours, each capped at the stock",
        body: cartMergeSchema,
        response: { 200: cartSchema, ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request) => cart.merge(app.db, requireUser(request), request.body.lines),
  );
};
export default cartRoutes;
