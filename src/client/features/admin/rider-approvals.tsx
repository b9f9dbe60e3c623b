/**
 * The bike messenger's riders, for admins and developers: members waiting to carry parcels are
 * approved here (a rider reads strangers' phones and addresses), and an approved rider can be
 * stopped, after asking. The server checks every call on its own.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RiderEntry, RiderState } from '../../../contract/parcel-riders';
import { useCurrentUser } from '../../lib/current-user';
import { ridersQuery, useRiderApproval } from './api';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatDate } from '../../lib/dates';
import { LoadFailed } from '../../components/load-failed';
import { ADMIN_TEXT, USERS_TEXT } from './texts';

function RiderRow({ entry }: { entry: RiderEntry }) {
  const approval = useRiderApproval();
  const [asking, setAsking] = useState(false);
  const { member } = entry;
  const approved = entry.approvedAt !== null;
  const error = approval.error?.message ?? null;
  const decide = (value: boolean) =>
    approval.mutate({ userId: member.id, approved: value }, { onSuccess: () => setAsking(false) });
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {member.fullName}
          </Text>
          <Text size="sm" c="dimmed">
            @{member.username} ·{' '}
            {approved
              ? entry.approvedBy
                ? USERS_TEXT.approvedOnBy(formatDate(entry.approvedAt!), entry.approvedBy.fullName)
                : USERS_TEXT.approvedOn(formatDate(entry.approvedAt!))
              : USERS_TEXT.askedOn(formatDate(entry.since))}
          </Text>
        </div>
        <Group gap={6} wrap="wrap">
          {!entry.active && (
            <Badge variant="outline" color="gray" size="sm">
              {USERS_TEXT.optedOut}
            </Badge>
          )}
          {entry.giveBacksToday > 0 && (
            <Badge variant="light" color="orange" size="sm">
              {USERS_TEXT.givenBack(entry.giveBacksToday)}
            </Badge>
          )}
          {approved ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                approval.reset();
                setAsking(true);
              }}
              aria-label={USERS_TEXT.stopRider(member.username)}
            >
              {USERS_TEXT.stop}
            </Button>
          ) : (
            <Button
              size="xs"
              loading={approval.isPending}
              onClick={() => decide(true)}
              aria-label={USERS_TEXT.approveRider(member.username)}
            >
              {USERS_TEXT.approve}
            </Button>
          )}
        </Group>
      </Group>
      {error && !asking && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {error}
        </Alert>
      )}
      <ConfirmModal
        opened={asking}
        title={USERS_TEXT.stopTitle(member.username)}
        confirmLabel={USERS_TEXT.stopRiding}
        busy={approval.isPending}
        error={asking ? error : null}
        onConfirm={() => decide(false)}
        onClose={() => setAsking(false)}
      >
        {USERS_TEXT.stopText(member.fullName)}
      </ConfirmModal>
    </Card>
  );
}

function RiderList({ state }: { state: RiderState }) {
  const riders = useQuery(ridersQuery(state));
  if (riders.isPending)
    return <Skeleton height={64} radius="md" aria-label={USERS_TEXT.loadingRiders} />;
  if (riders.isError) {
    return (
      <LoadFailed
        title={ADMIN_TEXT.ridersLoadFailed}
        error={riders.error}
        onRetry={() => void riders.refetch()}
      />
    );
  }
  if (riders.data.content.length === 0) {
    return (
      <Text c="dimmed">
        {state === 'pending' ? USERS_TEXT.noneWaiting : USERS_TEXT.noneApproved}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {riders.data.content.map((entry) => (
        <RiderRow key={entry.member.id} entry={entry} />
      ))}
    </Stack>
  );
}

/** Shown to admins and developers only: members who manage users cannot approve riders. */
export function RiderApprovals() {
  const me = useCurrentUser();
  const [state, setState] = useState<RiderState>('pending');
  const admin = me?.roles.some((role) => role.name === 'ROLE_ADMIN' || role.name === 'ROLE_DEV');
  if (!admin) return null;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="riders-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} id="riders-title">
            {USERS_TEXT.riders}
          </Title>
          <SegmentedControl
            size="xs"
            value={state}
            onChange={(value) => setState(value as RiderState)}
            data={[
              { value: 'pending', label: USERS_TEXT.waiting },
              { value: 'approved', label: USERS_TEXT.approved },
            ]}
            aria-label={USERS_TEXT.whichRiders}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {USERS_TEXT.ridersNote}
        </Text>
        <RiderList state={state} />
      </Stack>
    </Card>
  );
}
