/**
 * /api/order (§7 Orders): checkout priced by the server, the buyer's own orders, a seller's
 * lines, every line for admins and developers, and the status workflow of §4.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import {
  ORDER_PATHS,
  lineToShipPageSchema,
  orderConfirmSchema,
  orderLineListQuerySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderSchema,
  orderStatusReplySchema,
  orderStatusUpdateSchema,
  priceChangedReplySchema,
} from '../../../contract/orders';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireRole, requireUser } from '../../plugins/auth';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../plugins/idempotency-reply';
import { confirm, PriceChanged, quote } from './checkout';
import reviewRoutes from './reviews/routes';
import * as orders from './service';
import { updateStatus } from './workflow';
import { idParamSchema } from '../../../contract/ids';
import { offlineWrite } from '../../plugins/write-versions';

const tags = ['orders'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
/** A refused checkout: with the server's figures when they are the reason. */
const checkoutConflictSchema = priceChangedReplySchema.partial({ quote: true });

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirmRoute = (path: string, summary: string) =>
    app.post(
      path,
      {
        config: {
          ...perMinute(`order-confirm${path}`, 20),
          ...KEEPS_REPLY_WITH_WRITE,
          ...offlineWrite('order.confirm'),
        },
        schema: {
          tags,
          security,
          summary,
          body: orderConfirmSchema,
          response: {
            201: z.string().describe('The order number, as text'),
            409: checkoutConflictSchema,
            ...errorResponses(400, 401, 404, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const buyer = requireUser(request);
        try {
          const type = 'text/plain; charset=utf-8';
          const keep = replyKeeper(request, reply, 201, type);
          const id = await confirm(app, buyer, request.body, keep);
          return await reply.code(201).type(type).send(String(id));
        } catch (error) {
          if (!(error instanceof PriceChanged)) throw error;
          return reply.code(409).send({
            statusCode: 409,
            error: STATUS_CODES[409]!,
            message: error.message,
            code: error.extra.code,
            quote: error.quote,
          });
        }
      },
    );

  confirmRoute(
    ORDER_PATHS.confirm,
    'Place an order: priced by the server; 409 with its figures when yours differ, or when stock is short',
  );
  // §7 lists POST /order with the same payload and a text reply: the same checkout.
  confirmRoute(ORDER_PATHS.list, 'Place an order (the same as POST /api/order/confirm)');

  app.post(
    ORDER_PATHS.quote,
    {
      schema: {
        tags,
        summary: "The server's figures for these items and delivery option, before confirming",
        body: orderQuoteRequestSchema,
        response: { 200: orderQuoteSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => quote(app.db, request.body),
  );

  app.get(
    ORDER_PATHS.list,
    {
      schema: {
        tags,
        security,
        summary: 'Your own orders, newest first, 10 a page',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      orders.myOrders(app.db, requireUser(request), request.query.page, request.query.size),
  );

  app.get(
    ORDER_PATHS.seller,
    {
      schema: {
        tags,
        security,
        summary: 'Your lines as a seller, newest first, optionally in one status',
        querystring: orderLineListQuerySchema,
        response: { 200: lineToShipPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const seller = requireRole(request, 'ROLE_SELLER', 'ROLE_ADMIN', 'ROLE_DEV');
      const { page, size, status } = request.query;
      return orders.lines(app.db, { sellerId: seller.id, status }, page, size);
    },
  );

  app.get(
    ORDER_PATHS.lines,
    {
      schema: {
        tags,
        security,
        summary: 'Every order line (admins and developers), optionally in one status',
        querystring: orderLineListQuerySchema,
        response: { 200: lineToShipPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'ROLE_ADMIN', 'ROLE_DEV');
      const { page, size, status } = request.query;
      return orders.lines(app.db, { status }, page, size);
    },
  );

  app.get(
    ORDER_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'One order: its buyer, admins and developers see it all, a seller their lines',
        params,
        response: { 200: orderSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => orders.one(app.db, requireUser(request), request.params.id),
  );

  app.post(
    ORDER_PATHS.updateStatus,
    {
      schema: {
        tags,
        security,
        summary:
          "Move a line: the seller's moves (its seller, admins, developers) or the buyer's cancel before it ships; 409 when currentStatus is not the line's",
        body: orderStatusUpdateSchema,
        response: { 200: orderStatusReplySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateStatus(app, requireUser(request), request.body),
  );

  await app.register(reviewRoutes);
};
export default orderRoutes;
