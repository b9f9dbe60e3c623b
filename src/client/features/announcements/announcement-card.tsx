/**
 * One announcement: its title with a "New" badge until the member reads it, the message, the
 * ride it is for and its link. On the feed it is short (`compact`); on /announcements it is
 * whole, with its author's or an admin's unpin and delete.
 */
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Announcement } from '../../../contract/announcements';
import { timeAgo } from '../../lib/time-ago';
import { ANNOUNCEMENTS_TEXT } from './texts';

interface Props {
  item: Announcement;
  /** Signed in: read marks are kept for members only. */
  member: boolean;
  onMarkRead: (id: number) => void;
  marking: boolean;
  compact?: boolean;
  /** The author's or an admin's controls, on the full list. */
  actions?: ReactNode;
}

export function AnnouncementCard({ item, member, onMarkRead, marking, compact, actions }: Props) {
  const unread = member && !item.read;
  const headingId = `announcement-title-${item.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      id={`announcement-${item.id}`}
      component="article"
      aria-labelledby={headingId}
      style={{ borderLeft: '4px solid var(--mantine-primary-color-filled)' }}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Title
            order={2}
            size="h5"
            id={headingId}
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {compact ? (
              <Anchor
                component={Link}
                to="/announcements"
                hash={`announcement-${item.id}`}
                inherit
                c="inherit"
              >
                {item.title}
              </Anchor>
            ) : (
              item.title
            )}
          </Title>
          {unread && (
            <Badge size="sm" variant="filled" style={{ flexShrink: 0 }}>
              {ANNOUNCEMENTS_TEXT.new}
            </Badge>
          )}
        </Group>
        {item.body && (
          <Text size="sm" lineClamp={compact ? 3 : undefined} style={{ whiteSpace: 'pre-wrap' }}>
            {item.body}
          </Text>
        )}
        {item.ride && (
          <Anchor
            size="xs"
            renderRoot={(props) => (
              <Link to="/events/$id" params={{ id: String(item.ride!.id) }} {...props} />
            )}
          >
            {ANNOUNCEMENTS_TEXT.forRide(item.ride.name)}
          </Anchor>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {ANNOUNCEMENTS_TEXT.by(item.author.fullName, timeAgo(item.createdAt))}
          </Text>
          <Group gap="xs">
            {item.link && (
              <Button component={Link} to={item.link as '/'} size="compact-sm" variant="light">
                {ANNOUNCEMENTS_TEXT.open}
              </Button>
            )}
            {unread && (
              <Button
                size="compact-sm"
                variant="subtle"
                loading={marking}
                onClick={() => onMarkRead(item.id)}
                aria-label={ANNOUNCEMENTS_TEXT.markReadTitled(item.title)}
              >
                {ANNOUNCEMENTS_TEXT.markRead}
              </Button>
            )}
          </Group>
        </Group>
        {actions}
      </Stack>
    </Card>
  );
}
