/**
 * The calls of a role change (§7 Roles), shared by the developer's Roles tab and the admin's
 * Users tab: the members holding a role, and the grant and removal of a role. The server
 * decides who may (admins and developers; ROLE_DEV by developers only).
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ROLE_PATHS } from '../../../contract/api-paths';
import type { Page } from '../../../contract/paging';
import type { RoleName } from '../../../contract/roles';
import type { PublicUser, Role } from '../../../contract/users';
import { api } from '../../lib/api-client';

/** Members per page of a role's holders. */
export const ROLE_HOLDERS_PAGE_SIZE = 20;

export const roleKeys = {
  holders: ['roles', 'holders'] as const,
  holdersOf: (role: RoleName, page: number) => ['roles', 'holders', role, page] as const,
};

export function roleHoldersQuery(role: RoleName, page: number) {
  return queryOptions({
    queryKey: roleKeys.holdersOf(role, page),
    queryFn: ({ signal }) =>
      api<Page<PublicUser>>(ROLE_PATHS.holders(role), {
        query: { page, size: ROLE_HOLDERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export interface RoleChange {
  action: 'grant' | 'revoke';
  role: RoleName;
  userId: number;
}

/**
 * Grant or revoke a role; the server answers the member's roles now, or why it refused. The
 * holders of every role are asked again, and so are the screen's own lists (`refresh`).
 */
export function useChangeRole(refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, role, userId }: RoleChange) =>
      api<Role[]>(
        action === 'grant' ? ROLE_PATHS.assign(role, userId) : ROLE_PATHS.remove(role, userId),
        { method: 'POST' },
      ),
    onSuccess: () =>
      Promise.all(
        [roleKeys.holders, ...refresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
