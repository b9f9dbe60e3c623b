/**
 * /api/tempfile: the member's shared files (list, upload, delete) and the shared link's
 * download, which needs no session: the link's random id is the permission.
 */
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../contract/errors';
import {
  TEMPFILE_PATHS,
  tempFileListSchema,
  tempFileSchema,
  tempFileUploadQuerySchema,
} from '../../../contract/tempfiles';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { FILE_KEYS } from '../../files/store';
import { sweepPartialsOf, sweepStoreOf } from '../../lib/uploads';
import { requireUser } from '../../plugins/auth';
import { sendStoredBytes } from '../../files/ranged-reply';
import { attachmentDisposition, DOWNLOAD_CSP, servedContentType } from './download-headers';
import { registerExpiry } from './expiry';
import * as tempfiles from './service';

const tags = ['tempfile'];
const security = [{ bearer: [] }];
// Any text: a malformed id is as unknown as a well-formed one (404, not 400).
const params = z.object({ id: z.string().min(1).max(100) });

const tempFileRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExpiry(app);
  // On disk the store's writes are `.part` files in DATA_DIR/tempfiles; on a shared store,
  // those left from before the files moved still go.
  sweepPartialsOf(app, () => path.join(app.config.dataDir, 'tempfiles'));
  if (app.files.kind !== 'disk') sweepStoreOf(app, 'tempfiles/');

  app.get(
    TEMPFILE_PATHS.list,
    {
      schema: {
        tags,
        security,
        summary: 'Your shared files that have not expired, newest first, and the club limits',
        response: { 200: tempFileListSchema, ...errorResponses(401) },
      },
    },
    async (request) => tempfiles.listFiles(app.db, requireUser(request)),
  );

  app.post(
    TEMPFILE_PATHS.list,
    {
      config: perMinute('tempfile-upload', 20),
      schema: {
        tags,
        security,
        summary:
          'Share a file (multipart field "file", size limit from the club settings); answers its link',
        consumes: ['multipart/form-data'],
        querystring: tempFileUploadQuerySchema,
        response: { 201: tempFileSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request);
      const file = await tempfiles.upload(app, owner, request, request.query.lifetimeHours);
      return reply.code(201).send(file);
    },
  );

  app.delete(
    TEMPFILE_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of your shared files',
        params,
        response: {
          204: z.null().describe('No content'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await tempfiles.remove(app, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    TEMPFILE_PATHS.download(':id'),
    {
      config: perMinute('tempfile-download', 120),
      schema: {
        tags,
        summary:
          'Download a shared file by its link (no session needed); always an attachment; a single byte range (Range: bytes=a-b) answers 206, one past the end 416',
        params,
        response: {
          200: z.unknown().describe('The file, as an attachment'),
          206: z.unknown().describe('The bytes asked for, named by Content-Range'),
          416: errorReplySchema,
          ...errorResponses(404, 429),
          410: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await tempfiles.forDownload(app.db, request.params.id);
      reply
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP);
      // A phone whose download broke off asks for the rest (Range) instead of starting over.
      return sendStoredBytes(app.files, request, reply, {
        key: FILE_KEYS.sharedFile(file.id),
        size: Number(file.size),
        contentType: servedContentType(file.content_type),
        cacheControl: 'private, no-store',
      });
    },
  );
};
export default tempFileRoutes;
