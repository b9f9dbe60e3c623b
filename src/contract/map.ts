/**
 * Map tiles: where the client fetches them and whose work they are, and where an empty map
 * opens. The server's configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_CENTER) decides;
 * the client asks for it once.
 */
import { z } from 'zod';

export * from './map-constants';

export const mapSettingsSchema = z.object({
  /** A Leaflet tile template: `{z}`, `{x}`, `{y}` (and `{s}` for a subdomain) are filled in. */
  tileUrl: z.string(),
  /** HTML naming the tiles' source, shown in the map's corner as their licence asks. */
  attribution: z.string(),
  /** Latitude and longitude a map opens at when it has no point yet: the club's city. */
  center: z.tuple([z.number(), z.number()]),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
