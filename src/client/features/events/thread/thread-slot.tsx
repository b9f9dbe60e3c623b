/**
 * Where the ride chat sits on a ride page. Those who may read it (a place or a wait on the
 * ride, the organiser, admins) get the chat; everyone else a line saying who can read it.
 * The chat sits below the ride's details, out of sight on a phone: its code, its messages and
 * its live updates load when the rider scrolls towards it, so they never hold up the ride.
 */
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, useRef, type ReactNode } from 'react';
import type { Event } from '../../../../contract/events';
import { WhenNear } from '../../../components/when-near';
import { useCurrentUser } from '../../../lib/current-user';
import { importWhenOnline } from '../../../lib/load-late';
import { useEditRequest } from '../../../lib/outbox/edit-request';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import type { RideCommentPayload } from './outbox-send';
import { THREAD_TEXT } from './texts';

const RideThread = lazy(() => importWhenOnline(() => import('./ride-thread')));

function ThreadCard({ children, rideId }: { children: ReactNode; rideId: number }) {
  const card = useRef<HTMLElement>(null);
  // A message of this ride's chat opened from another version of the app ("Update the app"):
  // the chat is brought on screen, so it loads; it then opens the message in its box and
  // takes the request from the address (ride-thread.tsx).
  useEditRequest<RideCommentPayload>([OUTBOX_KINDS.eventThread], (entry) => {
    if (entry.payload.rideId === rideId) card.current?.scrollIntoView({ block: 'center' });
    return false;
  });
  return (
    <Card
      ref={card}
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="chat-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="chat-heading">
          {THREAD_TEXT.heading}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function ThreadSlot({ ride }: { ride: Event }) {
  const me = useCurrentUser();
  if (me && (ride.canEdit || ride.myRsvp !== null)) {
    return (
      <ThreadCard rideId={ride.id}>
        <WhenNear fallback={<Skeleton height={80} />}>
          <RideThread ride={ride} />
        </WhenNear>
      </ThreadCard>
    );
  }
  return (
    <ThreadCard rideId={ride.id}>
      <Text size="sm" c="dimmed">
        {me ? THREAD_TEXT.whoCanRead : THREAD_TEXT.signIn}
      </Text>
    </ThreadCard>
  );
}
