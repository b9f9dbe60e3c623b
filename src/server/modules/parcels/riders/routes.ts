/**
 * /api/parcel/rider (a member opts in or out as a rider, and reads whether an admin approved
 * them) and /api/parcel/riders (admins and developers approve riders or stop them).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  riderApprovalSchema,
  riderListQuerySchema,
  riderPageSchema,
} from '../../../../contract/parcel-riders';
import { PARCEL_PATHS, riderOptInSchema, riderStatusSchema } from '../../../../contract/parcels';
import { errorResponses } from '../../../lib/error-responses';
import { requireRole, requireUser } from '../../../plugins/auth';
import * as riders from './service';
import { idParamSchema } from '../../../../contract/ids';

const tags = ['parcels'];
const security = [{ bearer: [] }];
const ADMINS = ['ROLE_ADMIN', 'ROLE_DEV'] as const;

const riderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PARCEL_PATHS.rider,
    {
      schema: {
        tags,
        security,
        summary: 'Whether you carry parcels as a rider, and whether an admin approved you',
        response: { 200: riderStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => riders.riderStatus(app.db, requireUser(request)),
  );

  app.put(
    PARCEL_PATHS.rider,
    {
      schema: {
        tags,
        security,
        summary:
          'Opt in or out as a rider (an admin approves new riders); parcels you hold stay yours',
        body: riderOptInSchema,
        response: { 200: riderStatusSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => riders.changeRiderStatus(app.db, requireUser(request), request.body.rider),
  );

  app.get(
    PARCEL_PATHS.riders,
    {
      schema: {
        tags,
        security,
        summary: 'Members who asked to ride, waiting or approved (admins and developers)',
        querystring: riderListQuerySchema,
        response: { 200: riderPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, ...ADMINS);
      return riders.ridersFor(app.db, request.query);
    },
  );

  app.put(
    PARCEL_PATHS.riderApproval(':userId'),
    {
      schema: {
        tags,
        security,
        summary: 'Approve a rider, or withdraw the approval (admins and developers)',
        params: z.object({ userId: idParamSchema }),
        body: riderApprovalSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const admin = requireRole(request, ...ADMINS);
      await riders.setRiderApproval(app.db, admin, request.params.userId, request.body.approved);
      return reply.code(204).send(null);
    },
  );
};
export default riderRoutes;
