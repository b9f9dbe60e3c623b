/**
 * GET /api/media/{id}?w=NNN: stored pictures, resized ahead of time. A picture for everyone is
 * cached for a year by anyone; one that follows a feature's privacy (access.ts) goes only to a
 * reader who may see it, by bearer token or by the `key` of a link made for them, and is kept
 * out of shared caches.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_PATH } from '../../../contract/api-paths';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../http-errors';
import { pictureForReader } from './service';

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${MEDIA_PATH}/:id`,
    {
      schema: {
        tags: ['media'],
        summary: 'A stored picture as WebP: the smallest stored width of at least w',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({
          w: z.coerce.number().int().min(1).max(10_000).optional(),
          key: z.string().max(100).optional().describe('A link made for one reader'),
        }),
        response: {
          200: z.unknown().describe('WebP image bytes (image/webp)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { key, w } = request.query;
      const picture = await pictureForReader(app, id, request.auth, key, w);
      if (!picture) throw notFound();
      return reply
        .header(
          'cache-control',
          // A media id never changes its content: a new picture gets a new id.
          picture.shared ? 'public, max-age=31536000, immutable' : 'private, no-store',
        )
        .type(picture.contentType)
        .send(picture.data);
    },
  );
};
export default mediaRoutes;
