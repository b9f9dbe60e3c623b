/**
 * /api/parcel/{id}/take, /move and /history: a parcel's way from pending to delivered or
 * cancelled. Who may make which move is the move table's, checked in service.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARCEL_PATHS,
  openParcelSchema,
  parcelHistorySchema,
  parcelMoveInputSchema,
  parcelSchema,
} from '../../../../contract/parcels';
import { errorResponses } from '../../../lib/error-responses';
import { requireUser } from '../../../plugins/auth';
import { move, take } from './service';
import * as parcels from '../service';
import { idParamSchema } from '../../../../contract/ids';

const tags = ['parcels'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
/** A rider who gives a parcel up before pick-up sees it afterwards as any rider does. */
const movedParcelSchema = z.union([parcelSchema, openParcelSchema]);

const parcelMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PARCEL_PATHS.history(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Every move of a parcel, oldest first (its merchant and rider)',
        params,
        response: { 200: parcelHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => parcels.history(app.db, requireUser(request), request.params.id),
  );

  app.post(
    PARCEL_PATHS.take(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Take a pending parcel (riders); 409 when another rider took it first',
        params,
        response: { 200: parcelSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => take(app, requireUser(request), request.params.id),
  );

  app.post(
    PARCEL_PATHS.move(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Move a parcel as PARCEL_MOVES allows; 409 when currentStatus is not its own',
        params,
        body: parcelMoveInputSchema,
        response: { 200: movedParcelSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => move(app, requireUser(request), request.params.id, request.body),
  );
};
export default parcelMoveRoutes;
