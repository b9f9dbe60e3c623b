import { Button, Group, Text } from '@mantine/core';
import { OUTBOX_TEXT } from '../../contract/outbox';
import { loadOutbox } from '../lib/outbox/hooks';

interface RefusedWriteProps {
  entryId: string;
  /** The server's reason, shown in full: it says what to fix. */
  reason: string | null | undefined;
  /** Said before the reason ('Failed: ', 'Not sent: '). */
  prefix: string;
  onEdit(): void;
  /** Chat bubbles sit on the right and are compact; cards read from the left. */
  variant?: 'card' | 'bubble';
}

/**
 * A write the server refused, still in the outbox: its reason, and the member's choice of
 * Retry, Edit or Discard. Every screen that queues writes shows refusals this way.
 */
export function RefusedWrite({
  entryId,
  reason,
  prefix,
  onEdit,
  variant = 'card',
}: RefusedWriteProps) {
  const bubble = variant === 'bubble';
  const size = bubble ? 'compact-xs' : 'xs';
  return (
    <>
      <Text
        size="sm"
        c="red"
        fw={500}
        ta={bubble ? 'right' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {prefix}
        {reason}
      </Text>
      <Group gap={bubble ? 4 : 'xs'} justify={bubble ? 'flex-end' : undefined}>
        <Button
          size={size}
          onClick={() => void loadOutbox().then((outbox) => outbox.retry(entryId))}
        >
          {OUTBOX_TEXT.retry}
        </Button>
        <Button size={size} variant="light" onClick={onEdit}>
          {OUTBOX_TEXT.edit}
        </Button>
        <Button
          size={size}
          variant="subtle"
          color="red"
          onClick={() => void loadOutbox().then((outbox) => outbox.discard(entryId))}
        >
          {OUTBOX_TEXT.discard}
        </Button>
      </Group>
    </>
  );
}
