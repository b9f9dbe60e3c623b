import { Badge } from '@mantine/core';
import { IconCloudUp } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSessionOwner } from '../../lib/current-user';
import { afterFirstScreen } from '../../lib/load-late';
import { outboxMayHaveEntries, useWaitingWrites } from '../../lib/outbox/waiting';
import classes from './app-layout.module.css';

export function outboxLabel(count: number): string {
  return `${count} ${count === 1 ? 'write' : 'writes'} waiting to send`;
}

/**
 * The navigation bar's count of the member's writes waiting in the outbox; nothing while there
 * are none. The count is the one the outbox keeps beside it (lib/outbox/waiting.ts); the outbox
 * itself (and Dexie) loads only when something may be waiting, once the first screen is drawn,
 * and then sends it.
 */
export function OutboxBadge() {
  const count = useWaitingWrites(useSessionOwner());
  useEffect(() => {
    void afterFirstScreen()
      .then(outboxMayHaveEntries)
      .then(async (waiting) => {
        if (waiting) (await import('../../lib/outbox/page-outbox')).pageOutbox();
      })
      .catch(() => {
        // Not loadable now (offline, never saved): the next start or screen sends them.
      });
  }, []);
  if (count === 0) return null;
  const label = outboxLabel(count);
  return (
    <Badge
      role="status"
      aria-label={label}
      title={label}
      // The count keeps its size; the username beside it gives way first.
      style={{ flexShrink: 0 }}
      color="orange"
      variant="light"
      size="lg"
      px={8}
      classNames={{ section: classes.outboxIcon }}
      leftSection={<IconCloudUp size={14} aria-hidden />}
    >
      {count}
    </Badge>
  );
}
