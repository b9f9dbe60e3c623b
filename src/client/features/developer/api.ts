/**
 * The developer dashboard's calls: every product, every review, members and the role changes'
 * entries in the audit log (the holders of each role and the changes themselves are
 * components/roles', shared with the admin's Users tab).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditAction, AuditEntry } from '../../../contract/admin';
import { ADMIN_PATHS, USER_PATHS } from '../../../contract/api-paths';
import { PAGE_SIZE } from '../../../contract/constants';
import type { Page } from '../../../contract/paging';
import type { ReportedPost } from '../../../contract/posts';
import { POST_PATHS } from '../../../contract/posts-constants';
import type { Product } from '../../../contract/products';
import { PRODUCT_PATHS } from '../../../contract/products-constants';
import type { Review } from '../../../contract/shop-reviews';
import { REVIEW_PATHS } from '../../../contract/shop-reviews-constants';
import type { ManagedUser } from '../../../contract/users';
import { api } from '../../lib/api-client';
import { sellerKeys } from '../back-office/shop/api';

/** Members per page in the Users and Roles tabs. */
export const MEMBERS_PAGE_SIZE = 20;

export const developerKeys = {
  // Under the seller's products key: saving in 'Edit Product' (useSaveProduct) refreshes it.
  products: (text: string, page: number) => [...sellerKeys.products, 'shop', text, page] as const,
  reviews: ['developer', 'reviews'] as const,
  members: ['developer', 'members'] as const,
  membersPage: (q: string, page: number) => ['developer', 'members', q, page] as const,
  roleAudit: ['developer', 'role-audit'] as const,
  reportedPosts: ['developer', 'reported-posts'] as const,
};

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
