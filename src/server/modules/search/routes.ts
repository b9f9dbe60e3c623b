/**
 * /api/search: one search box over rides, posts, members and products. Open to visitors, who
 * find what a visitor may read; each kind's rule of who may read it is the service's to apply.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_PATH, searchQuerySchema, searchReplySchema } from '../../../contract/search';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import * as searching from './service';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SEARCH_PATH,
    {
      // Typing with a debounce sends a few requests a second at most.
      config: perMinute('search', 240),
      schema: {
        tags: ['search'],
        summary:
          'Rides, posts, members (signed in) and products matching words, best first, misspelt words corrected; a cursor per kind',
        querystring: searchQuerySchema,
        response: { 200: searchReplySchema, ...errorResponses(400) },
      },
    },
    async (request) => searching.search(app, request.auth, request.query),
  );
};

export default searchRoutes;
