/**
 * /api/repair: repair bookings at the sponsor bike shop. Every route but /repair/sponsor needs
 * a signed-in member; who may read and move which booking is checked in service.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPAIR_PATHS,
  repairBookingInputSchema,
  repairBookingSchema,
  repairEtaInputSchema,
  repairListQuerySchema,
  repairMoveInputSchema,
  repairPageSchema,
  repairSponsorSchema,
} from '../../../contract/repairs';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import * as repairs from './service';
import { idParamSchema } from '../../../contract/ids';

const tags = ['repairs'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });

const repairRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REPAIR_PATHS.sponsor,
    {
      schema: {
        tags,
        summary: "The sponsor shop's seller, and whether the reader works the shop's side",
        response: { 200: repairSponsorSchema },
      },
    },
    async (request) => repairs.sponsor(app, request.auth),
  );

  app.get(
    REPAIR_PATHS.list,
    {
      schema: {
        tags,
        security,
        summary:
          "The reader's bookings (scope=mine), or every booking (scope=shop: the sponsor, admins, developers)",
        querystring: repairListQuerySchema,
        response: { 200: repairPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { scope, status, page, size } = request.query;
      return repairs.list(app, requireUser(request), scope, status, page, size);
    },
  );

  app.post(
    REPAIR_PATHS.list,
    {
      config: perMinute('repair-book', 30),
      schema: {
        tags,
        security,
        summary: 'Book a repair (members); 404 when the club has no sponsor shop',
        body: repairBookingInputSchema,
        response: { 201: repairBookingSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await repairs.book(app, requireUser(request), request.body)),
  );

  app.get(
    REPAIR_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'One booking (its booker and the sponsor side; 404 for anyone else)',
        params,
        response: { 200: repairBookingSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => repairs.one(app, requireUser(request), request.params.id),
  );

  app.post(
    REPAIR_PATHS.status(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Move a booking as REPAIR_MOVES allows; 409 when currentStatus is not its own',
        params,
        body: repairMoveInputSchema,
        response: { 200: repairBookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => repairs.move(app, requireUser(request), request.params.id, request.body),
  );

  app.put(
    REPAIR_PATHS.eta(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Set or clear when the bike will be ready (the sponsor side, open bookings)',
        params,
        body: repairEtaInputSchema,
        response: { 200: repairBookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => repairs.setEta(app, requireUser(request), request.params.id, request.body),
  );
};
export default repairRoutes;
