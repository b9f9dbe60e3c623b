/**
 * "Ride day, live" on the ride page, from an hour before the start to the planned end, for the
 * riders going and the organiser (the server says who else may read it). The live panel, and
 * the socket, map and position watch it brings, load only when a member opens it.
 */
import { Button, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import type { Event } from '../../../../contract/events';
import { EVENT_LIMITS } from '../../../../contract/events-constants';
import { Modal } from '../../../components/overlays/modal';
import { importWhenOnline } from '../../../lib/load-late';
import { LIVE_BUTTON_TEXT } from './button-texts';

const LivePanel = lazy(() => importWhenOnline(() => import('./live-panel')));

export function liveWindowOpen(
  ride: Pick<Event, 'startsAt' | 'durationMinutes' | 'status'>,
  now = Date.now(),
): boolean {
  const start = Date.parse(ride.startsAt);
  return (
    ride.status !== 'cancelled' &&
    now >= start - EVENT_LIMITS.liveOpensBeforeStartMs &&
    now <= start + ride.durationMinutes * 60_000
  );
}

export function LiveRideButton({ ride }: { ride: Event }) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  if (!(ride.canEdit || ride.myRsvp === 'going') || !liveWindowOpen(ride)) return null;
  return (
    <>
      <Button size="sm" color="red" variant="light" onClick={() => setOpened(true)}>
        {LIVE_BUTTON_TEXT.open}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={LIVE_BUTTON_TEXT.title(ride.name)}
        // The organiser runs the ride from it: map and lists side by side need the whole screen.
        fullScreen={phone || ride.canEdit}
        size="lg"
      >
        <Suspense fallback={<Skeleton height={240} radius="md" />}>
          <LivePanel ride={ride} />
        </Suspense>
      </Modal>
    </>
  );
}
