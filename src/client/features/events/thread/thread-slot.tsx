/**
 * Where the ride chat sits on a ride page. Those who may read it (a place or a wait on the
 * ride, the organiser, admins) get the chat; everyone else a line saying who can read it.
 * The chat sits below the ride's details, out of sight on a phone: its code, its messages and
 * its socket load when the rider scrolls towards it, so they never hold up the ride itself.
 */
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { Event } from '../../../../contract/events';
import { useCurrentUser } from '../../../lib/current-user';
import { importWhenOnline } from '../../../lib/load-late';
import { useNearView } from '../../../lib/use-near-view';
import { THREAD_TEXT } from './texts';

const RideThread = lazy(() => importWhenOnline(() => import('./ride-thread')));

function ThreadCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="chat-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="chat-heading">
          {THREAD_TEXT.heading}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function ThreadWhenNear({ ride }: { ride: Event }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const loading = <Skeleton height={80} />;
  return (
    <ThreadCard>
      <div ref={box}>
        {near ? (
          <Suspense fallback={loading}>
            <RideThread ride={ride} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </ThreadCard>
  );
}

export function ThreadSlot({ ride }: { ride: Event }) {
  const me = useCurrentUser();
  if (me && (ride.canEdit || ride.myRsvp !== null)) return <ThreadWhenNear ride={ride} />;
  return (
    <ThreadCard>
      <Text size="sm" c="dimmed">
        {me ? THREAD_TEXT.whoCanRead : THREAD_TEXT.signIn}
      </Text>
    </ThreadCard>
  );
}
