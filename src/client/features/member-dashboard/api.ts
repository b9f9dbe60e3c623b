/**
 * The member dashboard's calls: the signed-in member's own figures for one period, their
 * purchases and the people they deliver to.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { USER_PATHS } from '../../../contract/api-paths';
import type {
  ActivityPeriod,
  Customer,
  MemberActivity,
  Purchase,
} from '../../../contract/member-activity';
import { MEMBER_LIST_SIZE } from '../../../contract/member-activity-constants';
import type { Page } from '../../../contract/paging';
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

export const memberListKeys = {
  purchases: (memberId: number, page: number) =>
    ['member-activity', memberId, 'purchases', page] as const,
  customers: (memberId: number, page: number) =>
    ['member-activity', memberId, 'customers', page] as const,
};

/** What the member bought, a page of products at a time. */
export const purchasesQuery = (memberId: number, page: number) =>
  queryOptions({
    queryKey: memberListKeys.purchases(memberId, page),
    queryFn: ({ signal }) =>
      api<Page<Purchase>>(USER_PATHS.purchases, {
        query: { page, size: MEMBER_LIST_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Who the member delivers to, a page at a time. */
export const customersQuery = (memberId: number, page: number) =>
  queryOptions({
    queryKey: memberListKeys.customers(memberId, page),
    queryFn: ({ signal }) =>
      api<Page<Customer>>(USER_PATHS.customers, {
        query: { page, size: MEMBER_LIST_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
