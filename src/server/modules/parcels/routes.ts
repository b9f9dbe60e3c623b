/**
 * /api/parcel: the bike messenger. Every route but the receiver's tracking page needs a
 * session; what a reader sees of a parcel and which moves they may make are the service's to
 * decide.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import {
  PARCEL_PATHS,
  openParcelPageSchema,
  openParcelQuerySchema,
  openParcelSchema,
  parcelChargeChangedReplySchema,
  parcelInputSchema,
  parcelListQuerySchema,
  parcelPageSchema,
  parcelPictureSchema,
  parcelQuoteRequestSchema,
  parcelQuoteSchema,
  parcelSchema,
  parcelTrackingSchema,
  trackingTokenSchema,
} from '../../../contract/parcels';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import { readImage } from '../media';
import parcelMoveRoutes from './moves/routes';
import riderRoutes from './riders/routes';
import * as parcels from './service';
import { idParamSchema } from '../../../contract/ids';

const tags = ['parcels'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
/** The merchant and the rider who took it see all of it; other riders the open shape. */
const anyParcelSchema = z.union([parcelSchema, openParcelSchema]);
const chargeConflictSchema = parcelChargeChangedReplySchema.partial({ quote: true });

const parcelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PARCEL_PATHS.quote,
    {
      schema: {
        tags,
        security,
        summary: 'The delivery charge of a parcel from its map points and weight (minor units)',
        body: parcelQuoteRequestSchema,
        response: { 200: parcelQuoteSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      requireUser(request);
      return parcels.quote(app.db, request.body);
    },
  );

  app.post(
    PARCEL_PATHS.list,
    {
      config: perMinute('parcel-create', 30),
      schema: {
        tags,
        security,
        summary: 'Send a parcel; 409 with the server’s quote when deliveryCharge is not its own',
        body: parcelInputSchema,
        response: {
          201: parcelSchema,
          409: chargeConflictSchema,
          ...errorResponses(400, 401, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const merchant = requireUser(request);
      try {
        return await reply.code(201).send(await parcels.create(app.db, merchant, request.body));
      } catch (error) {
        if (!(error instanceof parcels.ChargeChanged)) throw error;
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

  app.post(
    PARCEL_PATHS.picture,
    {
      config: perMinute('parcel-picture', 30),
      schema: {
        tags,
        security,
        summary: 'Upload a parcel picture (multipart field "image", at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: parcelPictureSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request);
      return reply
        .code(201)
        .send(await parcels.uploadPicture(app, owner, await readImage(request)));
    },
  );

  app.get(
    PARCEL_PATHS.list,
    {
      schema: {
        tags,
        security,
        summary: 'The parcels you sent, newest first, optionally in one status',
        querystring: parcelListQuerySchema,
        response: { 200: parcelPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => parcels.mine(app.db, requireUser(request), 'merchant', request.query),
  );

  app.get(
    PARCEL_PATHS.riding,
    {
      schema: {
        tags,
        security,
        summary: 'The parcels you took as a rider, newest first, optionally in one status',
        querystring: parcelListQuerySchema,
        response: { 200: parcelPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => parcels.mine(app.db, requireUser(request), 'rider', request.query),
  );

  app.get(
    PARCEL_PATHS.open,
    {
      schema: {
        tags,
        security,
        summary: 'Parcels waiting for a rider (riders): nearest pick-up first given lat and lng',
        querystring: openParcelQuerySchema,
        response: { 200: openParcelPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => parcels.openParcels(app.db, requireUser(request), request.query),
  );

  app.get(
    PARCEL_PATHS.track(':token'),
    {
      config: perMinute('parcel-track', 60),
      schema: {
        tags,
        summary: 'The receiver’s tracking page: status and times, by the secret token',
        params: z.object({ token: trackingTokenSchema }),
        response: { 200: parcelTrackingSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      // The token is the key: keep it out of shared caches and referrers.
      void reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer');
      return parcels.tracking(app.db, request.params.token);
    },
  );

  app.get(
    PARCEL_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'One parcel: all of it for its merchant and rider, a pending one for riders',
        params,
        response: { 200: anyParcelSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => parcels.one(app.db, requireUser(request), request.params.id),
  );

  await app.register(parcelMoveRoutes);
  await app.register(riderRoutes);
};
export default parcelRoutes;
