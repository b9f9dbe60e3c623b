/**
 * The developer dashboard's calls: every order line of the shop (by status, a page at a time,
 * and all of them for the figures), every product, every review, members, the role changes'
 * entries in the audit log, and the bug reports' counts (the holders of each role and the
 * changes themselves are components/roles', shared with the admin's Users tab).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditAction, AuditEntry } from '../../../contract/admin';
import { ADMIN_PATHS, USER_PATHS } from '../../../contract/api-paths';
import { PAGE_SIZE } from '../../../contract/constants';
import type { LineToShip } from '../../../contract/orders';
import { ORDER_PATHS, type OrderStatus } from '../../../contract/orders-constants';
import type { Page } from '../../../contract/paging';
import type { ReportedPost } from '../../../contract/posts';
import { POST_PATHS } from '../../../contract/posts-constants';
import type { Product } from '../../../contract/products';
import { PRODUCT_PATHS } from '../../../contract/products-constants';
import type { Review } from '../../../contract/shop-reviews';
import { REVIEW_PATHS } from '../../../contract/shop-reviews-constants';
import type { ManagedUser } from '../../../contract/users';
import { api } from '../../lib/api-client';
import { sellerKeys } from '../seller/api';

/** Members per page in the Users and Roles tabs. */
export const MEMBERS_PAGE_SIZE = 20;

export const developerKeys = {
  /*
   * The shop's lines sit under the seller's lines key: the move buttons (useMoveLine) refresh
   * that key, so a move made here refreshes this list too.
   */
  lines: [...sellerKeys.lines, 'shop'] as const,
  linesPage: (status: OrderStatus | null, page: number) =>
    [...sellerKeys.lines, 'shop', status ?? 'all', page] as const,
  everyLine: [...sellerKeys.lines, 'shop', 'every'] as const,
  // Under the seller's products key: saving in 'Edit Product' (useSaveProduct) refreshes it.
  products: (text: string, page: number) => [...sellerKeys.products, 'shop', text, page] as const,
  reviews: ['developer', 'reviews'] as const,
  members: ['developer', 'members'] as const,
  membersPage: (q: string, page: number) => ['developer', 'members', q, page] as const,
  roleAudit: ['developer', 'role-audit'] as const,
  reportedPosts: ['developer', 'reported-posts'] as const,
};

async function everyPage<T>(path: string, signal: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page++) {
    const reply = await api<Page<T>>(path, {
      query: { page, size: PAGE_SIZE.max },
      signal,
    });
    items.push(...reply.content);
    if (reply.last || reply.content.length === 0) return items;
  }
}

export function shopLinesQuery(status: OrderStatus | null, page: number) {
  return queryOptions({
    queryKey: developerKeys.linesPage(status, page),
    queryFn: ({ signal }) =>
      api<Page<LineToShip>>(ORDER_PATHS.lines, {
        query: { page, size: PAGE_SIZE.orders, status: status ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every line of every seller, for the shop's figures. */
export const everyShopLineQuery = queryOptions({
  queryKey: developerKeys.everyLine,
  queryFn: ({ signal }) => everyPage<LineToShip>(ORDER_PATHS.lines, signal),
});

/** Every product: the catalogue without a text, the shop's search with one. */
export function shopProductsQuery(text: string, page: number) {
  return queryOptions({
    queryKey: developerKeys.products(text, page),
    queryFn: ({ signal }) =>
      api<Page<Product>>(text ? PRODUCT_PATHS.search(text) : PRODUCT_PATHS.list, {
        query: { page, size: PAGE_SIZE.products },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const everyReviewQuery = queryOptions({
  queryKey: developerKeys.reviews,
  queryFn: ({ signal }) =>
    api<Page<Review>>(REVIEW_PATHS.all, { query: { page: 0, size: PAGE_SIZE.max }, signal }),
});

export function membersQuery(q: string, page: number) {
  return queryOptions({
    queryKey: developerKeys.membersPage(q, page),
    queryFn: ({ signal }) =>
      api<Page<ManagedUser>>(USER_PATHS.list, {
        query: { q: q || undefined, page, size: MEMBERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many of the latest role changes the Reports tab shows. */
export const ROLE_AUDIT_SIZE = 20;
const ROLE_ACTIONS: AuditAction[] = ['role.grant', 'role.revoke'];

/** The latest roles granted and removed, from the audit log, newest first. */
export const roleAuditQuery = queryOptions({
  queryKey: developerKeys.roleAudit,
  queryFn: async ({ signal }) => {
    const pages = await Promise.all(
      ROLE_ACTIONS.map((action) =>
        api<Page<AuditEntry>>(ADMIN_PATHS.audit, {
          query: { action, page: 0, size: ROLE_AUDIT_SIZE },
          signal,
        }),
      ),
    );
    return pages
      .flatMap((page) => page.content)
      .sort((a, b) => b.id - a.id)
      .slice(0, ROLE_AUDIT_SIZE);
  },
});

/** Posts with open reports: the server shows them to admins (a developer may hold both). */
export const reportedPostsQuery = queryOptions({
  queryKey: developerKeys.reportedPosts,
  queryFn: ({ signal }) =>
    api<Page<ReportedPost>>(POST_PATHS.reports, { query: { page: 0, size: 20 }, signal }),
  retry: false,
});
