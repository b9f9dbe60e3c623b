/**
 * Where map tiles come from (GET /api/map/settings): the server's configuration, asked for once
 * by any screen that draws a map.
 */
import { queryOptions } from '@tanstack/react-query';
import type { MapSettings } from '../../contract/map';
import { MAP_PATHS } from '../../contract/map-constants';
import { api } from './api-client';

export const mapSettingsQuery = queryOptions({
  queryKey: ['map', 'settings'] as const,
  queryFn: ({ signal }) => api<MapSettings>(MAP_PATHS.settings, { signal }),
  staleTime: 60 * 60_000,
});
