/**
 * One member's account for an admin or a user manager: who they are, their state and roles,
 * and the controls the server allows: enable or disable (after asking), and the two flags.
 * Contact details appear only when the server sends them (to admins).
 */
import { Alert, Badge, Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserProfile } from '../../../contract/users';
import { useCurrentUser } from '../../lib/current-user';
import { DASHBOARDS } from '../../lib/dashboards';
import { userQuery, useChangeAccount } from './api';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatDate } from '../../lib/dates';
import { LoadFailed } from '../../components/load-failed';
import { ADMIN_TEXT, USERS_TEXT } from './texts';

const STATUS_COLOR = { active: 'green', unverified: 'yellow', disabled: 'red' } as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_COLOR }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {USERS_TEXT.status[status]}
    </Badge>
  );
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

function AccountControls({ profile }: { profile: UserProfile }) {
  const me = useCurrentUser();
  const change = useChangeAccount();
  const [asking, setAsking] = useState(false);
  if (!('accountStatus' in profile)) return null;
  const self = me?.id === profile.id;
  const disabled = profile.accountStatus === 'disabled';
  const error = change.error?.message ?? null;
  const send = (update: Parameters<typeof change.mutate>[0]['change']) =>
    change.mutate({ id: profile.id, change: update }, { onSuccess: () => setAsking(false) });

  return (
    <Stack gap="sm">
      {self && (
        <Text size="sm" c="dimmed">
          {USERS_TEXT.ownAccount}
        </Text>
      )}
      <Switch
        label={USERS_TEXT.mayManageUsers}
        description={USERS_TEXT.mayManageUsersHint}
        checked={profile.canManageUsers}
        disabled={self || change.isPending}
        onChange={(event) => send({ canManageUsers: event.currentTarget.checked })}
      />
      <Switch
        label={USERS_TEXT.mayDeletePosts}
        checked={profile.canDeletePosts}
        disabled={self || change.isPending}
        onChange={(event) => send({ canDeletePosts: event.currentTarget.checked })}
      />
      {error && !asking && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        {disabled ? (
          <Button
            color="green"
            disabled={self}
            loading={change.isPending}
            onClick={() => send({ accountStatus: 'active' })}
          >
            {USERS_TEXT.enable}
          </Button>
        ) : (
          <Button
            color="red"
            variant="light"
            disabled={self}
            onClick={() => {
              change.reset();
              setAsking(true);
            }}
          >
            {USERS_TEXT.disableAccount}
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={asking}
        title={USERS_TEXT.disableTitle(profile.username)}
        confirmLabel={USERS_TEXT.disable}
        busy={change.isPending}
        error={asking ? error : null}
        onConfirm={() => send({ accountStatus: 'disabled' })}
        onClose={() => setAsking(false)}
      >
        {USERS_TEXT.disableText(profile.fullName)}
      </ConfirmModal>
    </Stack>
  );
}

export function MemberAccountModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Modal opened={id !== null} onClose={onClose} title={USERS_TEXT.account} size="lg">
      {id !== null && <MemberAccount id={id} />}
    </Modal>
  );
}

function MemberAccount({ id }: { id: number }) {
  const profile = useQuery(userQuery(id));
  if (profile.isPending) return <Skeleton height={220} radius="md" />;
  if (profile.isError) {
    return (
      <LoadFailed
        title={ADMIN_TEXT.memberLoadFailed}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const user = profile.data;
  return (
    <Stack gap="md">
      <div>
        <Text fw={700} size="lg">
          {user.fullName}
        </Text>
        <Text c="dimmed" size="sm">
          @{user.username}
        </Text>
      </div>
      <Group gap="xs">
        {'accountStatus' in user && <StatusBadge status={user.accountStatus} />}
        {user.roles.map((role) => (
          <Badge key={role.name} variant="outline">
            {DASHBOARDS[role.name].title}
          </Badge>
        ))}
      </Group>
      <Stack gap={4}>
        <Detail label={USERS_TEXT.joined} value={formatDate(user.createdAt, 'date')} />
        {'lastLogin' in user && (
          <Detail
            label={USERS_TEXT.lastSignIn}
            value={user.lastLogin ? formatDate(user.lastLogin, 'dateTime') : USERS_TEXT.never}
          />
        )}
        {'email' in user && (
          <>
            <Detail label={USERS_TEXT.email} value={user.email} />
            <Detail label={USERS_TEXT.phone} value={user.contact} />
            <Detail label={USERS_TEXT.address} value={user.address} />
          </>
        )}
      </Stack>
      <AccountControls profile={user} />
    </Stack>
  );
}
