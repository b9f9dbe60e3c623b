/**
 * /api/storage: the signed-in member's media library (browse, search, upload, rename,
 * delete, usage), and the bytes of its videos and audio, open by their random file id as
 * pictures are by theirs, so a <video> or <audio> element can play them.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STORAGE_PATHS,
  storageItemSchema,
  storageListQuerySchema,
  storagePageSchema,
  storageUpdateSchema,
  storageUsageSchema,
} from '../../../contract/storage';
import { errorReplySchema } from '../../../contract/errors';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { FILE_KEYS } from '../../files/store';
import { sweepPartialsOf, sweepStoreOf } from '../../lib/uploads';
import { notFound } from '../../http-errors';
import { requireUser } from '../../plugins/auth';
import { sendStoredBytes } from '../../files/ranged-reply';
import { storageDir } from './disk';
import * as storage from './service';
import { idParamSchema } from '../../../contract/ids';

const tags = ['storage'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });

const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scratch copies in DATA_DIR, and on a shared store the writes to it a crash cut off.
  sweepPartialsOf(app, () => storageDir(app.config.dataDir));
  if (app.files.kind !== 'disk') sweepStoreOf(app, 'storage/');
  app.get(
    STORAGE_PATHS.list,
    {
      schema: {
        tags,
        security,
        summary: 'Your library, newest first; `q` searches names',
        querystring: storageListQuerySchema,
        response: { 200: storagePageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => storage.browse(app, requireUser(request), request.query),
  );

  app.get(
    STORAGE_PATHS.usage,
    {
      schema: {
        tags,
        security,
        summary: 'Bytes your library holds and your quota',
        response: { 200: storageUsageSchema, ...errorResponses(401) },
      },
    },
    async (request) => storage.usage(app.db, requireUser(request)),
  );

  app.post(
    STORAGE_PATHS.list,
    {
      config: perMinute('storage-upload', 30),
      schema: {
        tags,
        security,
        summary:
          'Add a picture, video or audio file (multipart: name, description, then file); 413 past your quota, 409 when a concurrent upload took the room',
        consumes: ['multipart/form-data'],
        response: { 201: storageItemSchema, ...errorResponses(400, 401, 409, 413, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await storage.upload(app, requireUser(request), request)),
  );

  app.put(
    STORAGE_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Rename or describe one of your files',
        params,
        body: storageUpdateSchema,
        response: { 200: storageItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => storage.update(app, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    STORAGE_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of your files',
        params,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await storage.remove(app, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    STORAGE_PATHS.file(':fileId'),
    {
      schema: {
        tags,
        summary:
          'A library video or audio file, as stored; a single byte range (Range: bytes=a-b) answers 206, one past the end 416',
        params: z.object({ fileId: z.uuid() }),
        response: {
          200: z.unknown().describe('The file'),
          206: z.unknown().describe('The bytes asked for, named by Content-Range'),
          416: errorReplySchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await storage.storedFile(app.db, request.params.fileId);
      if (!file) throw notFound();
      // The type is one the sniffer named (video/*, audio/*): nothing that runs script.
      reply.header('x-content-type-options', 'nosniff');
      return sendStoredBytes(app.files, request, reply, {
        key: FILE_KEYS.libraryFile(file.fileId),
        size: file.size,
        contentType: file.contentType,
        // Only the file's bytes are kept a year, never a refusal.
        cacheControl: 'private, max-age=31536000, immutable',
      });
    },
  );
};
export default storageRoutes;
