/**
 * A ride's page: the announcements its organiser pinned for its riders, and for the organiser
 * (or an admin) the way to write one. Nothing shows to a reader who is not on the ride.
 */
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { errorMessage } from '../../lib/errors';
import { importWhenOnline } from '../../lib/load-late';
import { rideAnnouncementsQuery, useMarkRead } from './api';
import { AnnouncementCard } from './announcement-card';
import { ANNOUNCEMENTS_TEXT } from './texts';

const AnnouncementForm = lazy(() =>
  importWhenOnline(() => import('./announcement-form')).then((module) => ({
    default: module.AnnouncementForm,
  })),
);

interface Props {
  ride: { id: number; name: string; canEdit: boolean };
}

export function RideAnnouncements({ ride }: Props) {
  const me = useCurrentUser();
  const pinned = useQuery({ ...rideAnnouncementsQuery(ride.id), enabled: me !== null });
  const markRead = useMarkRead();
  const [composing, setComposing] = useState(false);
  const items = pinned.data?.content ?? [];
  if (items.length === 0 && !ride.canEdit) return null;
  return (
    <Stack gap="sm" component="section" aria-label={ANNOUNCEMENTS_TEXT.section}>
      {items.map((item) => (
        <AnnouncementCard
          key={item.id}
          item={item}
          member
          compact
          onMarkRead={(id) =>
            markRead.mutate(id, {
              onError: (error) =>
                notifications.show({ color: 'red', message: errorMessage(error) }),
            })
          }
          marking={markRead.isPending && markRead.variables === item.id}
        />
      ))}
      {ride.canEdit && (
        <Group>
          <Button size="compact-sm" variant="light" onClick={() => setComposing(true)}>
            {ANNOUNCEMENTS_TEXT.announceToRiders}
          </Button>
        </Group>
      )}
      <Suspense fallback={null}>
        {composing && (
          <AnnouncementForm
            ride={{ id: ride.id, name: ride.name }}
            onClose={() => setComposing(false)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
