/** The member dashboard's call: the signed-in member's own figures for one period. */
import { queryOptions } from '@tanstack/react-query';
import { USER_PATHS } from '../../../contract/api-paths';
import type { ActivityPeriod, MemberActivity } from '../../../contract/member-activity';
import { api } from '../../lib/api-client';

export const memberActivityKeys = {
  all: ['member-activity'] as const,
  of: (memberId: number, period: ActivityPeriod) => ['member-activity', memberId, period] as const,
};

export const memberActivityQuery = (memberId: number, period: ActivityPeriod) =>
  queryOptions({
    queryKey: memberActivityKeys.of(memberId, period),
    queryFn: ({ signal }) =>
      api<MemberActivity>(USER_PATHS.activity, { query: { period }, signal }),
  });
