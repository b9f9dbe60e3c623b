/**
 * The club's public settings (GET /api/settings): charges, payee accounts, the time zone. One
 * query for every screen that shows them and for the shell that follows the club's time zone,
 * so a page asks for them once.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PublicSettings } from '../../contract/settings';
import { SETTINGS_PATHS } from '../../contract/api-paths';
import { api } from './api-client';

export const publicSettingsKey = ['shop', 'settings'] as const;

export const settingsQuery = queryOptions({
  queryKey: publicSettingsKey,
  queryFn: ({ signal }) => api<PublicSettings>(SETTINGS_PATHS.public, { signal }),
  staleTime: 10 * 60_000,
});
