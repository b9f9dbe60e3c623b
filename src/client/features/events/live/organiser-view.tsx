/**
 * Ride day as the organiser (and admins) run it, on one screen: the roll-call count and who
 * shares, the leader and the sweep, riders an alert flags and open help requests (with the
 * rider's emergency contact to call), the live map, and the ride's chat. At tablet width the
 * map sits beside the lists; on a phone they stack.
 */
import { Button, Card, Grid, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Event } from '../../../../contract/events';
import type { LiveState } from '../../../../contract/ride-live';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/errors';
import { importWhenOnline } from '../../../lib/load-late';
import { attendanceQuery } from '../attendance/api';
import { useEndLive, useSetCrew } from './api';
import { HelpSection } from './help-section';
import { LiveMap } from './live-map';
import { LIVE_TEXT } from './texts';
import { riderName } from './rider-name';

const RideThread = lazy(() => importWhenOnline(() => import('../thread/ride-thread')));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Crew({ ride, state }: { ride: Event; state: LiveState }) {
  const roll = useQuery(attendanceQuery(ride.id));
  const setCrew = useSetCrew(ride.id);
  const organiserId = ride.organiser.id;
  const [leader, setLeader] = useState<string | null>(
    state.leader.id === organiserId ? null : String(state.leader.id),
  );
  const [sweep, setSweep] = useState<string | null>(state.sweep ? String(state.sweep.id) : null);
  if (!roll.data) return <Skeleton height={120} />;
  // Only riders going (not walk-ups) may lead or sweep; the organiser leads by default.
  const going = roll.data.entries.flatMap((entry) =>
    entry.user && entry.walkUpId === null && entry.user.id !== organiserId
      ? [{ value: String(entry.user.id), label: riderName(entry.user) }]
      : [],
  );
  return (
    <Stack gap="xs">
      <Select
        label={LIVE_TEXT.leaderLabel}
        placeholder={LIVE_TEXT.leaderPlaceholder}
        data={going}
        value={leader}
        onChange={setLeader}
        clearable
      />
      <Select
        label={LIVE_TEXT.sweepLabel}
        placeholder={LIVE_TEXT.sweepPlaceholder}
        data={going}
        value={sweep}
        onChange={setSweep}
        clearable
      />
      <Group>
        <Button
          size="sm"
          loading={setCrew.isPending}
          onClick={() =>
            setCrew.mutate(
              {
                leaderId: leader === null ? null : Number(leader),
                sweepId: sweep === null ? null : Number(sweep),
              },
              {
                onSuccess: () => notifications.show({ message: LIVE_TEXT.crewSaved }),
                onError: (error) =>
                  notifications.show({ color: 'red', message: errorMessage(error) }),
              },
            )
          }
        >
          {LIVE_TEXT.saveCrew}
        </Button>
      </Group>
    </Stack>
  );
}

function EndLive({ rideId }: { rideId: number }) {
  const [asking, setAsking] = useState(false);
  const end = useEndLive(rideId);
  return (
    <>
      <Button size="sm" color="red" variant="outline" onClick={() => setAsking(true)}>
        {LIVE_TEXT.endLive}
      </Button>
      <ConfirmModal
        opened={asking}
        title={LIVE_TEXT.endLiveTitle}
        confirmLabel={LIVE_TEXT.endLiveConfirm}
        busy={end.isPending}
        error={end.error ? errorMessage(end.error) : null}
        onConfirm={() => end.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      >
        {LIVE_TEXT.endLiveQuestion}
      </ConfirmModal>
    </>
  );
}

function Counts({ ride, state }: { ride: Event; state: LiveState }) {
  const roll = useQuery(attendanceQuery(ride.id));
  const sharing = state.sharers.filter((sharer) => sharer.position).length;
  return (
    <Group gap="lg">
      {roll.data ? (
        <Text fw={600}>
          {LIVE_TEXT.rollCallCount(roll.data.presentCount, roll.data.expectedCount)}
        </Text>
      ) : (
        <Skeleton height={20} width={140} />
      )}
      <Text fw={600}>{LIVE_TEXT.liveCount(sharing)}</Text>
    </Group>
  );
}

function Alerts({ state }: { state: LiveState }) {
  if (state.alerts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {LIVE_TEXT.noAlerts}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" m={0} p={0}>
      {state.alerts.map((alert) => (
        <Group key={alert.id} gap="xs" component="li" style={{ listStyle: 'none' }}>
          <Text size="sm" fw={600}>
            {riderName(alert.rider)}
          </Text>
          <Text size="sm" c="red">
            {LIVE_TEXT.alertCause(alert.cause)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function OrganiserView({
  ride,
  state,
  myId,
}: {
  ride: Event;
  state: LiveState;
  myId: number;
}) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Counts ride={ride} state={state} />
          <LiveMap ride={ride} state={state} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Section id="live-help-heading" title={LIVE_TEXT.helpHeading}>
            {state.help.length === 0 && (
              <Text size="sm" c="dimmed">
                {LIVE_TEXT.noHelp}
              </Text>
            )}
            <HelpSection state={state} myId={myId} />
          </Section>
          <Section id="live-alerts-heading" title={LIVE_TEXT.alertsHeading}>
            <Alerts state={state} />
          </Section>
          {state.live && (
            <Section id="live-crew-heading" title={LIVE_TEXT.crewHeading}>
              <Crew ride={ride} state={state} />
              <Group>
                <EndLive rideId={ride.id} />
              </Group>
            </Section>
          )}
          <Section id="live-thread-heading" title={LIVE_TEXT.threadHeading}>
            <Suspense fallback={<Skeleton height={80} />}>
              <RideThread ride={ride} />
            </Suspense>
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
