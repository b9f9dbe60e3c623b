/**
 * The Users tab: members found by full name or username a page at a time, each with their
 * state, roles and flags, and their account opened for changes. Admins and developers grant
 * and revoke roles here, each change asked first, by the same calls and rules as the
 * developer's Roles tab (components/roles). Members trusted with canManageUsers see it too,
 * roles without buttons; the server checks every call on its own.
 */
import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys, usersQuery } from './api';
import { MemberAccountModal, StatusBadge } from './member-account';
import { LoadFailed } from '../../components/load-failed';
import { MemberRoles } from '../../components/roles/member-roles';
import { RoleChangeOutcomeAlert } from '../../components/roles/role-change-outcome';
import { useRoleChanges } from '../../components/roles/role-changes';
import { RoleChangeConfirm } from '../../components/roles/role-confirm';
import { ADMIN_TEXT, USERS_TEXT } from './texts';

/** What shows a member's roles here: the list, each account, and the audit log. */
const REFRESH = [adminKeys.users, adminKeys.accounts, adminKeys.audit];

export function AdminUsers() {
  const [text, setText] = useState('');
  const [searched] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const users = useQuery(usersQuery(searched, page));
  const changes = useRoleChanges({ refresh: REFRESH, askEvery: true });

  return (
    <Stack gap="md">
      <RoleChangeOutcomeAlert outcome={changes.outcome} onClose={changes.clear} />
      <TextInput
        label={USERS_TEXT.search}
        placeholder={USERS_TEXT.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(0);
        }}
      />
      {users.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={USERS_TEXT.loading}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={64} radius="md" />
          ))}
        </Stack>
      ) : users.isError ? (
        <LoadFailed
          title={ADMIN_TEXT.membersLoadFailed}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.content.length === 0 ? (
        <Text c="dimmed">{searched ? USERS_TEXT.noMatch(searched) : USERS_TEXT.none}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {USERS_TEXT.count(users.data.totalElements)}
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {users.data.content.map((user) => (
              <Card key={user.id} component="li" withBorder padding="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {user.fullName}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      @{user.username}
                    </Text>
                  </div>
                  <Group gap={6} wrap="wrap">
                    <StatusBadge status={user.accountStatus} />
                    {user.canManageUsers && (
                      <Badge variant="dot" size="sm">
                        {USERS_TEXT.managesUsers}
                      </Badge>
                    )}
                    {user.canDeletePosts && (
                      <Badge variant="dot" size="sm" color="grape">
                        {USERS_TEXT.deletesPosts}
                      </Badge>
                    )}
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpen(user.id)}
                      aria-label={USERS_TEXT.viewMember(user.username)}
                    >
                      {USERS_TEXT.view}
                    </Button>
                  </Group>
                </Group>
                <MemberRoles member={user} changes={changes} />
              </Card>
            ))}
          </Stack>
          {users.data.totalPages > 1 && (
            <Pagination
              total={users.data.totalPages}
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              aria-label={USERS_TEXT.pages}
            />
          )}
        </>
      )}
      <MemberAccountModal id={open} onClose={() => setOpen(null)} />
      <RoleChangeConfirm changes={changes} />
    </Stack>
  );
}
