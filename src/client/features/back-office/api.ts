/**
 * What every back office reads besides the shop: the bug reports counted by severity, open and
 * solved (the admin's and the developer's Reports tabs, the developer's Dashboard).
 */
import { queryOptions } from '@tanstack/react-query';
import type { BugStats } from '../../../contract/admin';
import { ADMIN_PATHS } from '../../../contract/api-paths';
import { api } from '../../lib/api-client';

export const backOfficeKeys = {
  bugStats: ['admin', 'bugStats'] as const,
};

export const bugStatsQuery = queryOptions({
  queryKey: backOfficeKeys.bugStats,
  queryFn: ({ signal }) => api<BugStats>(ADMIN_PATHS.bugStats, { signal }),
});
