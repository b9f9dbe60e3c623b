/**
 * Where the ride chat sits on a ride page. Those who may read it (a place or a wait on the
 * ride, the organiser, admins) get the chat, loaded beside the page so its code never holds up
 * the ride itself; everyone else a line saying who can read it.
 */
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Event } from '../../../../contract/events';
import { useCurrentUser } from '../../../lib/current-user';
import { importWhenOnline } from '../../../lib/load-late';
import { THREAD_TEXT } from './texts';

const RideThread = lazy(() => importWhenOnline(() => import('./ride-thread')));

export function ThreadSlot({ ride }: { ride: Event }) {
  const me = useCurrentUser();
  if (me && (ride.canEdit || ride.myRsvp !== null)) {
    return (
      <Suspense fallback={<Skeleton height={140} radius="md" />}>
        <RideThread ride={ride} />
      </Suspense>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="chat-heading">
      <Stack gap={4}>
        <Title order={2} size="h4" id="chat-heading">
          {THREAD_TEXT.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {me ? THREAD_TEXT.whoCanRead : THREAD_TEXT.signIn}
        </Text>
      </Stack>
    </Card>
  );
}
