/**
 * The map, loaded when a screen first draws one: Leaflet and its styles stay out of every
 * first render. Offline before the service worker holds the chunk, it waits for the network,
 * and whatever the screen shows meanwhile stays.
 */
import { lazy } from 'react';
import { importWhenOnline } from '../../lib/load-late';

export type { MapPoint, TileMapProps } from './tile-map';
export const LazyTileMap = lazy(() => importWhenOnline(() => import('./tile-map')));
