/**
 * Ride day, live, as a rider opens it from the ride page: their own switch to share their
 * position (never on by itself; who sees it said beside it), "I need help", and the live map.
 * This module and all it brings (the socket, the map, the geolocation watch) load only when a
 * member opens the live ride.
 */
import { Alert, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Event } from '../../../../contract/events';
import type { LiveState } from '../../../../contract/ride-live';
import { LoadFailed } from '../../../components/load-failed';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/errors';
import { useCurrentUser } from '../../../lib/current-user';
import { RIDE_LIVE_LIMITS } from '../../../../contract/ride-live-constants';
import { liveAudienceQuery, liveStateQuery, useSetSharing } from './api';
import { HelpSection } from './help-section';
import { useLiveFeed } from './live-feed';
import { LiveMap } from './live-map';
import { OrganiserView } from './organiser-view';
import { usePositionSharing } from './position-sharing';
import { LIVE_TEXT } from './texts';
import { riderName } from './rider-name';

function Audience({ rideId }: { rideId: number }) {
  const audience = useQuery(liveAudienceQuery(rideId));
  if (!audience.data) return <Skeleton height={40} />;
  const { organiser, riders, admins, keptUntil } = audience.data;
  return (
    <Stack gap={2} component="section" aria-labelledby="live-audience-heading">
      <Text size="sm" fw={600} id="live-audience-heading">
        {LIVE_TEXT.whoSees}
      </Text>
      <Text size="sm">{LIVE_TEXT.audienceOrganiser(riderName(organiser))}</Text>
      <Text size="sm">
        {LIVE_TEXT.audienceRiders(riders.length)}
        {riders.length > 0 && `: ${riders.map(riderName).join(', ')}`}
      </Text>
      {admins.length > 0 && <Text size="sm">{LIVE_TEXT.audienceAdmins(admins.length)}</Text>}
      <Text size="xs" c="dimmed">
        {LIVE_TEXT.keptUntil(formatDate(keptUntil, 'dayTime'))}
      </Text>
    </Stack>
  );
}

function Sharing({ state }: { state: LiveState }) {
  // mutate is stable: the end-of-ride effect below does not run again on every render.
  const { mutate, isPending } = useSetSharing(state.rideId);
  const switchTo = useCallback(
    (sharing: boolean) =>
      mutate(sharing, {
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      }),
    [mutate],
  );
  const stopAtEnd = useCallback(() => switchTo(false), [switchTo]);
  const problem = usePositionSharing(state.rideId, state.mySharing, state.endsAt, stopAtEnd);
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        label={LIVE_TEXT.shareSwitch}
        checked={state.mySharing}
        disabled={isPending || (!state.mySharing && !state.canShare)}
        onChange={(event) => switchTo(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed">
        {LIVE_TEXT.sharingExplainer()}
      </Text>
      <Text size="sm" fw={600}>
        {LIVE_TEXT.webAppWhileOpen()}
      </Text>
      {state.mySharing && (
        <Text size="sm" c="dimmed">
          {LIVE_TEXT.screenStaysOn}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Audience rideId={state.rideId} />
    </Stack>
  );
}

export default function LivePanel({ ride }: { ride: Event }) {
  const state = useQuery({
    ...liveStateQuery(ride.id),
    // Alerts and ages the socket does not carry (a rider gone quiet) are read again this often.
    refetchInterval: RIDE_LIVE_LIMITS.watchIntervalMs,
  });
  const me = useCurrentUser();
  useLiveFeed(ride.id, state.isSuccess);
  if (state.isPending) return <Skeleton height={240} radius="md" />;
  if (state.isError)
    return (
      <LoadFailed
        title={LIVE_TEXT.loadFailed}
        error={state.error}
        onRetry={() => void state.refetch()}
      />
    );
  const live = state.data;
  if (live.canManage && me)
    return (
      <Stack gap="md">
        {!live.live && <Alert color="gray">{LIVE_TEXT.ended}</Alert>}
        <OrganiserView ride={ride} state={live} myId={me.id} />
      </Stack>
    );
  return (
    <Stack gap="md">
      {!live.live && <Alert color="gray">{LIVE_TEXT.ended}</Alert>}
      {(live.canShare || live.mySharing) && <Sharing state={live} />}
      {me && <HelpSection state={live} myId={me.id} />}
      <LiveMap ride={ride} state={live} />
    </Stack>
  );
}
