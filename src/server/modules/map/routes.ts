/** /api/map: the tile address and attribution the server is configured with. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAP_PATHS, mapSettingsSchema } from '../../../contract/map';

const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MAP_PATHS.settings,
    {
      schema: {
        tags: ['map'],
        summary: 'Where map tiles come from, and the attribution to show with them',
        response: { 200: mapSettingsSchema },
      },
    },
    async () => ({ tileUrl: app.config.mapTileUrl, attribution: app.config.mapTileAttribution }),
  );
};

export default mapRoutes;
