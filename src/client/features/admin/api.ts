/**
 * The admin dashboard's calls: the club's figures and weekly series, the audit log,
 * the members list with its account changes, the bike messenger's riders to approve, the club
 * settings, and the reported posts to keep or remove. Each mutation refreshes only the keys it
 * touched.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStats, AuditAction, AuditEntry } from '../../../contract/admin';
import { ADMIN_PATHS, USER_PATHS } from '../../../contract/api-paths';
import type { Page } from '../../../contract/paging';
import type { ReportedPost } from '../../../contract/posts';
import { POST_PATHS } from '../../../contract/posts-constants';
import type { ClubSettings, SettingsUpdate } from '../../../contract/settings';
import { SETTINGS_PATHS } from '../../../contract/settings-constants';
import type { RiderEntry, RiderState } from '../../../contract/parcel-riders';
import { PARCEL_PATHS } from '../../../contract/parcels-constants';
import type { ManagedUser, UserProfile, UserUpdate } from '../../../contract/users';
import { api } from '../../lib/api-client';
import { publicSettingsKey } from '../../lib/club-settings';
import { postKeys } from '../posts/api';

/** Members and audit entries per page. */
export const ADMIN_PAGE_SIZE = 20;

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (action: AuditAction | null, page: number) =>
    ['admin', 'audit', action ?? 'all', page] as const,
  users: ['admin', 'users'] as const,
  usersPage: (q: string, page: number) => ['admin', 'users', q, page] as const,
  accounts: ['admin', 'user'] as const,
  user: (id: number) => ['admin', 'user', id] as const,
  settings: ['admin', 'settings'] as const,
  reported: ['admin', 'reported'] as const,
  riders: ['admin', 'riders'] as const,
  ridersIn: (state: RiderState) => ['admin', 'riders', state] as const,
};

export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => api<AdminStats>(ADMIN_PATHS.stats, { signal }),
});

export function auditQuery(action: AuditAction | null, page: number) {
  return queryOptions({
    queryKey: adminKeys.auditPage(action, page),
    queryFn: ({ signal }) =>
      api<Page<AuditEntry>>(ADMIN_PATHS.audit, {
        query: { action, page, size: ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usersQuery(q: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.usersPage(q, page),
    queryFn: ({ signal }) =>
      api<Page<ManagedUser>>(USER_PATHS.list, {
        query: { q: q || undefined, page, size: ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function userQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => api<UserProfile>(USER_PATHS.one(id), { signal }),
  });
}

export const clubSettingsQuery = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: ({ signal }) => api<ClubSettings>(SETTINGS_PATHS.all, { signal }),
});

export const reportedPostsQuery = queryOptions({
  queryKey: adminKeys.reported,
  queryFn: ({ signal }) =>
    api<Page<ReportedPost>>(POST_PATHS.reports, { query: { page: 0, size: 50 }, signal }),
});

export function ridersQuery(state: RiderState) {
  return queryOptions({
    queryKey: adminKeys.ridersIn(state),
    queryFn: ({ signal }) =>
      api<Page<RiderEntry>>(PARCEL_PATHS.riders, {
        query: { status: state, page: 0, size: 100 },
        signal,
      }),
  });
}

type AccountChange = Pick<UserUpdate, 'accountStatus' | 'canManageUsers' | 'canDeletePosts'>;

/** Enables or disables an account, or sets its flags; the list, the member and the log move. */
export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AccountChange }) =>
      api<UserProfile>(USER_PATHS.one(id), { method: 'PUT', body: change }),
    onSuccess: (profile) => {
      queryClient.setQueryData(adminKeys.user(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsUpdate) =>
      api<ClubSettings>(SETTINGS_PATHS.public, { method: 'PUT', body: patch }),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      // Every screen reads the public settings under one key.
      void queryClient.invalidateQueries({ queryKey: publicSettingsKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

/** Keeps a reported post (its reports are resolved) or removes it for good. */
export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verdict }: { id: number; verdict: 'keep' | 'remove' }) =>
      verdict === 'keep'
        ? api<void>(POST_PATHS.keep(id), { method: 'POST' })
        : api<void>(POST_PATHS.one(id), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reported });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}

/** Approves a rider or stops one; both lists and the audit log move. */
export function useRiderApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, approved }: { userId: number; approved: boolean }) =>
      api<void>(PARCEL_PATHS.riderApproval(userId), { method: 'PUT', body: { approved } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.riders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
