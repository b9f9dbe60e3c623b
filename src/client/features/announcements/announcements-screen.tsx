/**
 * /announcements: every announcement the reader may see, newest first, the pinned ones and the
 * past. Opening one from a notice or the feed (its #announcement-<id>) brings it into view and
 * marks it read. Its author or an admin unpins, pins again or deletes it here.
 */
import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Announcement } from '../../../contract/announcements';
import { ANNOUNCEMENT_LIMITS } from '../../../contract/announcements-constants';
import { LoadFailed } from '../../components/load-failed';
import { Modal } from '../../components/overlays/modal';
import { useCurrentUser } from '../../lib/current-user';
import { hasRole } from '../../lib/dashboards';
import { formatDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { importWhenOnline } from '../../lib/load-late';
import {
  announcementListQuery,
  useDeleteAnnouncement,
  useMarkRead,
  useUpdateAnnouncement,
} from './api';
import { AnnouncementCard } from './announcement-card';
import { ANNOUNCEMENTS_TEXT } from './texts';

const AnnouncementForm = lazy(() =>
  importWhenOnline(() => import('./announcement-form')).then((module) => ({
    default: module.AnnouncementForm,
  })),
);

const failed = (error: unknown) =>
  notifications.show({ color: 'red', message: errorMessage(error) });

function AuthorControls({ item, onDelete }: { item: Announcement; onDelete: () => void }) {
  const update = useUpdateAnnouncement();
  return (
    <Group justify="space-between" gap="xs">
      <Text size="xs" c="dimmed">
        {!item.active
          ? ANNOUNCEMENTS_TEXT.past
          : item.expiresAt
            ? ANNOUNCEMENTS_TEXT.until(formatDate(item.expiresAt))
            : ANNOUNCEMENTS_TEXT.untilUnpinned}
        {item.public ? ` · ${ANNOUNCEMENTS_TEXT.forVisitors}` : ''}
      </Text>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              {
                id: item.id,
                patch: item.active
                  ? { pinned: false }
                  : { pinned: true, expiresInDays: ANNOUNCEMENT_LIMITS.expiryDefaultDays },
              },
              { onError: failed },
            )
          }
        >
          {item.active ? ANNOUNCEMENTS_TEXT.unpin : ANNOUNCEMENTS_TEXT.pinAgain}
        </Button>
        <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete}>
          {ANNOUNCEMENTS_TEXT.remove}
        </Button>
      </Group>
    </Group>
  );
}

/** Brings the announcement the address names into view, and marks it read once. */
function useOpenedFromAddress(items: Announcement[], markRead: (id: number) => void) {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    const id = Number(/^announcement-(\d+)$/.exec(hash)?.[1]);
    const item = items.find((one) => one.id === id);
    if (!item || done.current === hash) return;
    done.current = hash;
    document.getElementById(hash)?.scrollIntoView({ block: 'start' });
    if (!item.read) markRead(item.id);
  }, [hash, items, markRead]);
}

export function AnnouncementsScreen() {
  const me = useCurrentUser();
  const list = useInfiniteQuery(announcementListQuery);
  const markRead = useMarkRead();
  const remove = useDeleteAnnouncement();
  const [composing, setComposing] = useState(false);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  const read = (id: number) => markRead.mutate(id, { onError: failed });
  useOpenedFromAddress(me ? items : [], read);

  return (
    <Container size={720} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {ANNOUNCEMENTS_TEXT.pageTitle}
          </Title>
          {hasRole(me, 'ROLE_ADMIN') && (
            <Button size="compact-sm" variant="light" onClick={() => setComposing(true)}>
              {ANNOUNCEMENTS_TEXT.newAnnouncement}
            </Button>
          )}
        </Group>
        {list.isPending && [0, 1].map((key) => <Skeleton key={key} height={120} radius="md" />)}
        {list.isError && !list.data && (
          <LoadFailed
            title={ANNOUNCEMENTS_TEXT.loadFailed}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.isSuccess && items.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {ANNOUNCEMENTS_TEXT.empty}
          </Text>
        )}
        {items.map((item) => (
          <AnnouncementCard
            key={item.id}
            item={item}
            member={me !== null}
            onMarkRead={read}
            marking={markRead.isPending && markRead.variables === item.id}
            actions={
              item.canEdit ? (
                <AuthorControls item={item} onDelete={() => setDeleting(item)} />
              ) : undefined
            }
          />
        ))}
        {list.hasNextPage && (
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {ANNOUNCEMENTS_TEXT.loadMore}
          </Button>
        )}
      </Stack>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={ANNOUNCEMENTS_TEXT.removeConfirm}
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {ANNOUNCEMENTS_TEXT.cancel}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  notifications.show({ message: ANNOUNCEMENTS_TEXT.removed });
                  setDeleting(null);
                },
                onError: failed,
              })
            }
          >
            {ANNOUNCEMENTS_TEXT.remove}
          </Button>
        </Group>
      </Modal>
      <Suspense fallback={null}>
        {composing && <AnnouncementForm ride={null} onClose={() => setComposing(false)} />}
      </Suspense>
    </Container>
  );
}
