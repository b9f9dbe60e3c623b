/** GET /api/media/{id}?w=NNN: stored pictures, resized ahead of time, cached for a year. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_PATH } from '../../../contract/api-paths';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../http-errors';
import { readPicture } from './service';

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${MEDIA_PATH}/:id`,
    {
      schema: {
        tags: ['media'],
        summary: 'A stored picture as WebP: the smallest stored width of at least w',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ w: z.coerce.number().int().min(1).max(10_000).optional() }),
        response: {
          200: z.unknown().describe('WebP image bytes (image/webp)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const picture = await readPicture(app, request.params.id, request.query.w);
      if (!picture) throw notFound();
      // A media id never changes its content: a new picture gets a new id.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(picture.contentType)
        .send(picture.data);
    },
  );
};
export default mediaRoutes;
