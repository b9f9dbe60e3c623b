/**
 * The feed's pinned announcements, above the posts: the newest few, each "New" until the member
 * reads it, and how many more there are. Admins start a new one here; its form loads only when
 * asked for.
 */
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { hasRole } from '../../lib/dashboards';
import { errorMessage } from '../../lib/errors';
import { importWhenOnline } from '../../lib/load-late';
import { pinnedAnnouncementsQuery, useMarkRead } from './api';
import { AnnouncementCard } from './announcement-card';
import { ANNOUNCEMENTS_TEXT } from './texts';

const AnnouncementForm = lazy(() =>
  importWhenOnline(() => import('./announcement-form')).then((module) => ({
    default: module.AnnouncementForm,
  })),
);

export function PinnedAnnouncements() {
  const me = useCurrentUser();
  const pinned = useQuery(pinnedAnnouncementsQuery);
  const markRead = useMarkRead();
  const [composing, setComposing] = useState(false);
  const admin = hasRole(me, 'ROLE_ADMIN');
  const items = pinned.data?.content ?? [];
  const more = (pinned.data?.totalElements ?? 0) - items.length;
  if (items.length === 0 && !admin) return null;

  const read = (id: number) =>
    markRead.mutate(id, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  return (
    <Stack gap="sm" component="section" aria-label={ANNOUNCEMENTS_TEXT.section}>
      {items.map((item) => (
        <AnnouncementCard
          key={item.id}
          item={item}
          member={me !== null}
          compact
          onMarkRead={read}
          marking={markRead.isPending && markRead.variables === item.id}
        />
      ))}
      <Group justify="space-between" gap="xs">
        {items.length > 0 ? (
          <Anchor component={Link} to="/announcements" size="sm">
            {more > 0 ? ANNOUNCEMENTS_TEXT.more(more) : ANNOUNCEMENTS_TEXT.all}
          </Anchor>
        ) : (
          <span />
        )}
        {admin && (
          <Button size="compact-sm" variant="light" onClick={() => setComposing(true)}>
            {ANNOUNCEMENTS_TEXT.newAnnouncement}
          </Button>
        )}
      </Group>
      <Suspense fallback={null}>
        {composing && <AnnouncementForm ride={null} onClose={() => setComposing(false)} />}
      </Suspense>
    </Stack>
  );
}
