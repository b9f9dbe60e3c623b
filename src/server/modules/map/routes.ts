/** /api/map: the tile address, attribution and starting point the server is configured with. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAP_PATHS, mapSettingsSchema } from '../../../contract/map';

const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MAP_PATHS.settings,
    {
      schema: {
        tags: ['map'],
        summary:
          'Where map tiles come from, the attribution to show with them, and where an empty map opens',
        response: { 200: mapSettingsSchema },
      },
    },
    async () => ({
      tileUrl: app.config.mapTileUrl,
      attribution: app.config.mapTileAttribution,
      center: app.config.mapCenter,
    }),
  );
};

export default mapRoutes;
