import { Badge, Button, Group, Text } from '@mantine/core';
import type { ChatSendPayload } from '../../lib/chat/send';
import type { OutboxEntry } from '../../lib/outbox/db';
import { pageOutbox } from '../../lib/outbox/hooks';
import { MessageBubble } from './message-bubble';
import { CHAT_SCREEN_TEXT } from './texts';

export type WaitingMessageEntry = OutboxEntry<ChatSendPayload>;

/**
 * A message of the member's still in the outbox: waiting for the socket, or refused with the
 * server's reason and the member's choice of Retry, Edit or Discard. Never dropped silently.
 */
export function WaitingMessage({
  entry,
  onEdit,
}: {
  entry: WaitingMessageEntry;
  onEdit: (entry: WaitingMessageEntry) => void;
}) {
  const failed = entry.state === 'failed';
  return (
    <MessageBubble
      // Only the member's own messages wait here, shown as 'You' without a picture.
      sender={{ fullName: '', profilePicture: null }}
      own
      pending
      text={entry.payload.text}
      footer={
        failed ? (
          <>
            <Text size="sm" c="red.8" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {CHAT_SCREEN_TEXT.failedPrefix}
              {entry.lastError}
            </Text>
            <Group gap={4} justify="flex-end">
              <Button size="compact-xs" onClick={() => void pageOutbox().retry(entry.id)}>
                {CHAT_SCREEN_TEXT.retry}
              </Button>
              <Button size="compact-xs" variant="light" onClick={() => onEdit(entry)}>
                {CHAT_SCREEN_TEXT.edit}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => void pageOutbox().discard(entry.id)}
              >
                {CHAT_SCREEN_TEXT.discard}
              </Button>
            </Group>
          </>
        ) : (
          <Badge size="sm" color="gray" variant="outline">
            {CHAT_SCREEN_TEXT.waiting}
          </Badge>
        )
      }
    />
  );
}
