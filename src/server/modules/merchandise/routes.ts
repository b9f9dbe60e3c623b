/**
 * /api/merchandise: club jerseys and their pre-orders. Open jerseys are for everyone; a
 * pre-order needs a signed-in member; the buyer cancels their own unpaid one; admins and
 * developers manage jerseys, see every pre-order, mark them paid and export them as CSV.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { MERCHANDISE_PATHS } from '../../../contract/api-paths';
import {
  jerseyInputSchema,
  jerseyListSchema,
  jerseyOpenSchema,
  jerseySchema,
  preOrderFilterSchema,
  preOrderInputSchema,
  preOrderListQuerySchema,
  preOrderPageSchema,
  preOrderPaymentSchema,
  preOrderPriceChangedSchema,
  preOrderSchema,
} from '../../../contract/merchandise';
import { PAGE_SIZE } from '../../../contract/constants';
import { pageQuerySchema } from '../../../contract/paging';
import { productPictureSchema } from '../../../contract/products';
import { PRIVATE_REPLY } from '../../plugins/private-replies';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireRole, requireUser } from '../../plugins/auth';
import { readImage } from '../media';
import * as jerseys from './jerseys';
import * as preOrders from './preorders';
import { idParamSchema } from '../../../contract/ids';

const tags = ['merchandise'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
const MANAGERS = ['ROLE_ADMIN', 'ROLE_DEV'] as const;
/** A refused pre-order: with the server's figures when they are the reason. */
const conflictSchema = preOrderPriceChangedSchema.partial({ quote: true });

const merchandiseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MERCHANDISE_PATHS.jerseys,
    {
      schema: {
        tags,
        summary: 'Jerseys open for pre-orders, with prices in minor units',
        response: { 200: jerseyListSchema },
      },
    },
    async () => jerseys.list(app.db, true),
  );

  app.get(
    MERCHANDISE_PATHS.allJerseys,
    {
      schema: {
        tags,
        security,
        summary: 'Every jersey, closed ones too (admins and developers)',
        response: { 200: jerseyListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireRole(request, ...MANAGERS);
      return jerseys.list(app.db, false);
    },
  );

  app.post(
    MERCHANDISE_PATHS.jerseys,
    {
      config: perMinute('jersey-create', 30),
      schema: {
        tags,
        security,
        summary: 'Add a jersey (admins and developers; pictures first go to the picture upload)',
        body: jerseyInputSchema,
        response: { 201: jerseySchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const editor = requireRole(request, ...MANAGERS);
      return reply.code(201).send(await jerseys.create(app.db, editor, request.body));
    },
  );

  app.put(
    MERCHANDISE_PATHS.jersey(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Replace a jersey (admins and developers); pictures it drops are deleted',
        params,
        body: jerseyInputSchema,
        response: { 200: jerseySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      jerseys.update(app, requireRole(request, ...MANAGERS), request.params.id, request.body),
  );

  app.put(
    MERCHANDISE_PATHS.jerseyOpen(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Open a jersey for pre-orders or close it (admins and developers)',
        params,
        body: jerseyOpenSchema,
        response: { 200: jerseySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireRole(request, ...MANAGERS);
      return jerseys.setOpen(app.db, request.params.id, request.body.open);
    },
  );

  app.post(
    MERCHANDISE_PATHS.picture,
    {
      config: perMinute('jersey-picture', 60),
      schema: {
        tags,
        security,
        summary: 'Upload a jersey picture (multipart field "image", at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: productPictureSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      const editor = requireRole(request, ...MANAGERS);
      return reply
        .code(201)
        .send(await jerseys.uploadPicture(app, editor, await readImage(request)));
    },
  );

  app.post(
    MERCHANDISE_PATHS.preOrders,
    {
      config: perMinute('jersey-preorder', 20),
      schema: {
        tags,
        security,
        summary:
          'Pre-order a jersey: priced by the server; 409 with its figures when yours differ, or when the jersey is closed',
        body: preOrderInputSchema,
        response: {
          201: preOrderSchema,
          409: conflictSchema,
          ...errorResponses(400, 401, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const buyer = requireUser(request);
      try {
        return await reply.code(201).send(await preOrders.place(app, buyer, request.body));
      } catch (error) {
        if (!(error instanceof preOrders.PreOrderPriceChanged)) throw error;
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

  app.get(
    MERCHANDISE_PATHS.mine,
    {
      schema: {
        tags,
        security,
        summary: 'Your own pre-orders, newest first',
        querystring: pageQuerySchema(PAGE_SIZE.orders),
        response: { 200: preOrderPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const member = requireUser(request);
      const { page, size } = request.query;
      return preOrders.list(app.db, { buyerId: member.id }, page, size);
    },
  );

  app.get(
    MERCHANDISE_PATHS.preOrders,
    {
      schema: {
        tags,
        security,
        summary: 'Every pre-order, newest first, optionally of one status or jersey (admins)',
        querystring: preOrderListQuerySchema,
        response: { 200: preOrderPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, ...MANAGERS);
      const { page, size, status, jerseyId } = request.query;
      return preOrders.list(app.db, { status, jerseyId }, page, size);
    },
  );

  app.get(
    MERCHANDISE_PATHS.csv,
    {
      schema: {
        tags,
        security,
        summary: 'Every pre-order the filters hold, as a CSV attachment (admins and developers)',
        querystring: preOrderFilterSchema,
        response: {
          200: z.string().describe('text/csv, one pre-order a line'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireRole(request, ...MANAGERS);
      const csv = await preOrders.exportCsv(app.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="jersey-preorders-${day}.csv"`)
        .header('cache-control', PRIVATE_REPLY)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    MERCHANDISE_PATHS.payment(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Mark a pre-order paid, or unpaid again (admins and developers)',
        params,
        body: preOrderPaymentSchema,
        response: { 200: preOrderSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      preOrders.setPaid(
        app,
        requireRole(request, ...MANAGERS),
        request.params.id,
        request.body.paid,
      ),
  );

  app.post(
    MERCHANDISE_PATHS.cancel(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Cancel your own unpaid pre-order',
        params,
        response: { 200: preOrderSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => preOrders.cancel(app, requireUser(request), request.params.id),
  );
};
export default merchandiseRoutes;
