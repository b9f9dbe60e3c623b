/**
 * The live map: the ride's route and each sharing rider's dot, named (initials zoomed out),
 * the leader and the sweep ringed, greyed once not heard from for two minutes; under it the
 * same riders as a list with each one's age, which is also what a screen reader reads.
 */
import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { Event } from '../../../../contract/events';
import type { LiveState } from '../../../../contract/ride-live';
import { LazyTileMap, type MapPoint } from '../../../components/map/lazy-tile-map';
import { mapSettingsQuery } from '../../../lib/map-settings';
import { dotAge, initialsOf } from './dot-age';
import { LIVE_TEXT } from './texts';
import { riderName } from './rider-name';

const RIDER_COLOR = '#1971c2';
const LEADER_RING = '#f08c00';
const SWEEP_RING = '#7048e8';
/** A rider an open alert flags (the crew sees alerts): ringed red over any role's ring. */
const ALERT_RING = '#e03131';

/** Ages move on between positions: the screen is drawn again this often. */
const AGE_TICK_MS = 5_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface RiderView {
  id: number;
  name: string;
  role: string | null;
  age: string | null;
  quiet: boolean;
  /** The causes of the rider's open alerts, in words. */
  alerts: string[];
  point: MapPoint | null;
}

function ridersOf(state: LiveState, now: number): RiderView[] {
  return state.sharers.map(({ rider, position }) => {
    const alerts = state.alerts
      .filter((alert) => alert.rider.id === rider.id)
      .map((alert) => LIVE_TEXT.alertCause(alert.cause));
    const name = riderName(rider);
    const role =
      rider.id === state.leader.id
        ? LIVE_TEXT.leader
        : rider.id === state.sweep?.id
          ? LIVE_TEXT.sweep
          : null;
    if (!position)
      return { id: rider.id, name, role, age: null, quiet: false, alerts, point: null };
    const { text, quiet } = dotAge(position.receivedAt, now);
    const point: MapPoint = {
      id: rider.id,
      lat: position.lat,
      lng: position.lng,
      label: [LIVE_TEXT.dotLabel(name, role, text, quiet), ...alerts].join(', '),
      color: RIDER_COLOR,
      caption: { full: [name, role, text].filter(Boolean).join(' · '), short: initialsOf(name) },
      muted: quiet,
      ring:
        alerts.length > 0
          ? ALERT_RING
          : role === LIVE_TEXT.leader
            ? LEADER_RING
            : role === LIVE_TEXT.sweep
              ? SWEEP_RING
              : undefined,
    };
    return { id: rider.id, name, role, age: text, quiet, alerts, point };
  });
}

export function LiveMap({ ride, state }: { ride: Event; state: LiveState }) {
  const settings = useQuery(mapSettingsQuery);
  const now = useNow();
  const riders = useMemo(() => ridersOf(state, now), [state, now]);
  const points = useMemo(
    () => riders.flatMap((rider) => (rider.point ? [rider.point] : [])),
    [riders],
  );
  const first = points[0];
  const center = settings.data?.center;
  return (
    <Stack gap="sm" component="section" aria-labelledby="live-map-heading">
      <Title order={3} size="h5" id="live-map-heading">
        {LIVE_TEXT.mapHeading}
      </Title>
      <div style={{ height: 'min(60vh, 420px)' }}>
        {settings.data ? (
          <Suspense fallback={<Skeleton height="100%" radius="sm" />}>
            <LazyTileMap
              settings={settings.data}
              label={LIVE_TEXT.mapLabel(ride.name)}
              line={ride.route?.track}
              points={points}
              center={first ? [first.lat, first.lng] : center}
              zoom={14}
              height="100%"
            />
          </Suspense>
        ) : (
          <Skeleton height="100%" radius="sm" />
        )}
      </div>
      <Stack gap={4} aria-label={LIVE_TEXT.ridersHeading} component="ul" m={0} p={0}>
        {riders.length === 0 && (
          <Text size="sm" c="dimmed" component="li" style={{ listStyle: 'none' }}>
            {LIVE_TEXT.nobodySharing}
          </Text>
        )}
        {riders.map((rider) => (
          <Group key={rider.id} gap="xs" component="li" style={{ listStyle: 'none' }}>
            <Text size="sm" fw={600} c={rider.quiet ? 'dimmed' : undefined}>
              {rider.name}
            </Text>
            {rider.role && (
              <Badge
                size="sm"
                variant="light"
                color={rider.role === LIVE_TEXT.leader ? 'orange' : 'violet'}
              >
                {rider.role}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {rider.age ?? LIVE_TEXT.noPositionYet}
              {rider.quiet && ` · ${LIVE_TEXT.quiet}`}
            </Text>
            {rider.alerts.map((cause) => (
              <Badge key={cause} size="sm" color="red" variant="light">
                {cause}
              </Badge>
            ))}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
