/**
 * The Users tab: members found by full name or username a page at a time, each with their
 * state, roles and flags, and their account opened for changes. Admins, developers and
 * members trusted with canManageUsers see it; the server checks every call on its own.
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
import { usersQuery } from './api';
import { MemberAccountModal, StatusBadge } from './member-account';
import { LoadFailed } from '../../components/load-failed';

export function AdminUsers() {
  const [text, setText] = useState('');
  const [searched] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const users = useQuery(usersQuery(searched, page));

  return (
    <Stack gap="md">
      <TextInput
        label="Search members"
        placeholder="Full name or username"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(0);
        }}
      />
      {users.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading members">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={64} radius="md" />
          ))}
        </Stack>
      ) : users.isError ? (
        <LoadFailed
          title="The members could not be loaded"
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.content.length === 0 ? (
        <Text c="dimmed">{searched ? `No member matches “${searched}”.` : 'No members yet.'}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {users.data.totalElements} member{users.data.totalElements === 1 ? '' : 's'}
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
                    {user.roles
                      .filter((role) => role.name !== 'ROLE_USER')
                      .map((role) => (
                        <Badge key={role.name} variant="outline" size="sm">
                          {role.name.replace('ROLE_', '')}
                        </Badge>
                      ))}
                    {user.canManageUsers && (
                      <Badge variant="dot" size="sm">
                        manages users
                      </Badge>
                    )}
                    {user.canDeletePosts && (
                      <Badge variant="dot" size="sm" color="grape">
                        deletes posts
                      </Badge>
                    )}
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpen(user.id)}
                      aria-label={`View ${user.username}`}
                    >
                      View
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
          {users.data.totalPages > 1 && (
            <Pagination
              total={users.data.totalPages}
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              aria-label="Member pages"
            />
          )}
        </>
      )}
      <MemberAccountModal id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
