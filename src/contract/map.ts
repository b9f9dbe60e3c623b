/**
 * Map tiles: where the client fetches them and whose work they are. The server's
 * configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) decides; the client asks for it once.
 */
import { z } from 'zod';

export * from './map-constants';

export const mapSettingsSchema = z.object({
  /** A Leaflet tile template: `{z}`, `{x}`, `{y}` (and `{s}` for a subdomain) are filled in. */
  tileUrl: z.string(),
  /** HTML naming the tiles' source, shown in the map's corner as their licence asks. */
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
