/** What the developer dashboard's first section reads, loaded with its page (routes/dashboard). */
import type { QueryClient } from '@tanstack/react-query';
import { bugStatsQuery } from '../admin/api';
import { everyShopLineQuery, membersQuery } from './api';

export const developerOverviewReads = (client: QueryClient) => [
  client.ensureQueryData(everyShopLineQuery),
  client.ensureQueryData(membersQuery('', 0)),
  client.ensureQueryData(bugStatsQuery),
];
