/** What the developer dashboard's first section reads, loaded with its page (routes/dashboard). */
import type { QueryClient } from '@tanstack/react-query';
import { bugStatsQuery } from '../back-office/api';
import { everyShopLineQuery } from '../back-office/shop/api';
import { membersQuery } from './api';

export const developerOverviewReads = (client: QueryClient) => [
  client.ensureQueryData(everyShopLineQuery),
  client.ensureQueryData(membersQuery('', 0)),
  client.ensureQueryData(bugStatsQuery),
];
