import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { bellLabel } from '../../../contract/notifications-bell';
import { useUnreadNotifications } from './unread-count';

/**
 * The header's bell: the unread count, live, and the way to the inbox. Members only. The
 * header's class lets it give way on a narrow bar (the drawer lists it then).
 */
export function BellButton({ className }: { className?: string }) {
  const count = useUnreadNotifications();
  if (count === null) return null;
  return (
    <Indicator
      label={count}
      disabled={count === 0}
      size={16}
      offset={4}
      color="red"
      className={className}
      data-testid="header-bell-count"
      data-count={count}
    >
      <ActionIcon
        renderRoot={(props) => <Link to="/notifications" {...props} />}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={bellLabel(count)}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
