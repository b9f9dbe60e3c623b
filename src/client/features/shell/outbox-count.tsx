import { Badge, Tooltip } from '@mantine/core';
import { IconCloudUp } from '@tabler/icons-react';
import { useOutboxCount, useOutboxDrainer } from '../../lib/outbox/hooks';
import classes from './app-layout.module.css';

export function outboxLabel(count: number): string {
  return `${count} ${count === 1 ? 'write' : 'writes'} waiting to send`;
}

/** Loaded after the first idle moment (see outbox-badge.tsx); also starts the drain triggers. */
export default function OutboxCount() {
  useOutboxDrainer();
  const count = useOutboxCount();
  if (count === 0) return null;
  const label = outboxLabel(count);
  return (
    <Tooltip label={label}>
      <Badge
        role="status"
        aria-label={label}
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
    </Tooltip>
  );
}
