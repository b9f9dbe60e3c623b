import { Badge, Button, Group, Text } from '@mantine/core';
import type { OutboxEntry } from '../../lib/outbox/db';
import { pageOutbox } from '../../lib/outbox/hooks';
import classes from './messges-screen.module.css';
import type { ConversationSendPayload } from './outbox-send';
import { CONVERSATION_SCREEN_TEXT } from './texts';

export type WaitingConversationEntry = OutboxEntry<ConversationSendPayload>;

/**
 * A message of the member's still in the outbox: waiting for the network, or refused with the
 * server's reason and the member's choice of Retry, Edit or Discard. Never dropped silently.
 */
export function WaitingMessage({
  entry,
  onEdit,
}: {
  entry: WaitingConversationEntry;
  onEdit(entry: WaitingConversationEntry): void;
}) {
  const failed = entry.state === 'failed';
  return (
    <li className={classes.message} data-own data-waiting data-failed={failed || undefined}>
      <div className={classes.bubble}>{entry.payload.text}</div>
      {failed ? (
        <>
          <Text size="sm" c="red.8" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {CONVERSATION_SCREEN_TEXT.failedPrefix}
            {entry.lastError}
          </Text>
          <Group gap={4} justify="flex-end">
            <Button size="compact-xs" onClick={() => void pageOutbox().retry(entry.id)}>
              {CONVERSATION_SCREEN_TEXT.retry}
            </Button>
            <Button size="compact-xs" variant="light" onClick={() => onEdit(entry)}>
              {CONVERSATION_SCREEN_TEXT.edit}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => void pageOutbox().discard(entry.id)}
            >
              {CONVERSATION_SCREEN_TEXT.discard}
            </Button>
          </Group>
        </>
      ) : (
        <Badge size="sm" color="gray" variant="outline" mt={2}>
          {CONVERSATION_SCREEN_TEXT.waiting}
        </Badge>
      )}
    </li>
  );
}
