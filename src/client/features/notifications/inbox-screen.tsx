/**
 * /notifications: what happened, newest first: who, what and when, unread ones marked. Opening
 * one marks it read and goes where it leads; "Mark all read" clears the bell on every device.
 */
import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_TEXT,
} from '../../../contract/notifications-constants';
import type { NotificationItem as Item } from '../../../contract/notifications';
import { LoadFailed } from '../../components/load-failed';
import { useSessionOwner } from '../../lib/current-user';
import { timeAgo } from '../../lib/time-ago';
import { inboxQuery, useMarkAllRead, useMarkRead } from './api';
import { SignInFirst } from './sign-in-first';
import { NOTIFICATIONS_TEXT } from './texts';

export function InboxScreen() {
  const owner = useSessionOwner();
  const inbox = useInfiniteQuery({ ...inboxQuery(owner), enabled: owner !== null });
  const markAll = useMarkAllRead();
  const items = inbox.data?.pages.flatMap((page) => page.content) ?? [];
  const anyUnread = items.some((item) => item.readAt === null);

  return (
    <Container size="sm" py="md">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {NOTIFICATION_TEXT.inboxTitle}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => markAll.mutate()}
            disabled={!anyUnread}
            loading={markAll.isPending}
          >
            {NOTIFICATION_TEXT.markAllRead}
          </Button>
          <Button component={Link} to="/settings/notifications" variant="subtle" size="xs">
            {NOTIFICATION_TEXT.settingsMenuItem}
          </Button>
          {/* Every announcement, pinned or past: the feed shows only the pinned ones. */}
          <Button component={Link} to="/announcements" variant="subtle" size="xs">
            {NOTIFICATION_TEXT.allAnnouncements}
          </Button>
        </Group>
      </Group>
      {owner === null ? (
        <SignInFirst sentence={NOTIFICATIONS_TEXT.signInToSee} />
      ) : inbox.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={64} radius="md" />
          ))}
        </Stack>
      ) : inbox.isError && items.length === 0 ? (
        <LoadFailed
          title={NOTIFICATION_TEXT.inboxLoadFailed}
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed">{NOTIFICATION_TEXT.empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <InboxEntry item={item} />
            </li>
          ))}
        </Stack>
      )}
      {inbox.hasNextPage && (
        <Group justify="center" mt="md">
          <Button
            variant="default"
            onClick={() => void inbox.fetchNextPage()}
            loading={inbox.isFetchingNextPage}
          >
            {NOTIFICATION_TEXT.more}
          </Button>
        </Group>
      )}
    </Container>
  );
}

function InboxEntry({ item }: { item: Item }) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const unread = item.readAt === null;
  const open = () => {
    if (unread) markRead.mutate(item.id);
    void navigate({ href: item.url });
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
    >
      {/* Named by what it shows (WCAG 2.5.3): title, body, who, what kind and when; a screen
          reader hears "Unread" first, where the badge would come after the title. */}
      <UnstyledButton onClick={open} w="100%">
        {unread && <VisuallyHidden>{NOTIFICATION_TEXT.unreadPrefix}</VisuallyHidden>}
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={unread ? 700 : 500} size="sm">
            {item.title}
          </Text>
          {unread && (
            <Badge size="xs" color="red" variant="filled" style={{ flexShrink: 0 }} aria-hidden>
              {NOTIFICATION_TEXT.unread}
            </Badge>
          )}
        </Group>
        {item.body && (
          <Text size="sm" lineClamp={2}>
            {item.body}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {[item.actor?.name, NOTIFICATION_KIND_LABELS[item.kind], timeAgo(item.createdAt)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </UnstyledButton>
    </Paper>
  );
}
