/**
 * Map tiles' paths and defaults, without the schema library: the ride page and the parcel
 * form read them before their first render.
 */

export const MAP_PATHS = {
  /** GET, public: the tile address and its attribution. */
  settings: '/map/settings',
} as const;

/** Where a map with nothing on it yet opens (MAP_CENTER): the demo club's city, Dhaka. */
export const DEFAULT_MAP_CENTER: readonly [number, number] = [23.7806, 90.407];

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The origin a tile template fetches from, for the CSP's img-src: a `{s}` subdomain becomes a
 * wildcard. Null when the template is not an http(s) address.
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const host = match[2]!.replace(/\{s\}/g, '*');
  if (!/^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(host) && !/^\[[0-9a-fA-F:]+\](:\d+)?$/.test(host))
    return null;
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}
