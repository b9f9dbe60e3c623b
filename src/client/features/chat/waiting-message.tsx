import { Badge } from '@mantine/core';
import type { ChatSendPayload } from '../../lib/chat/send';
import { RefusedWrite } from '../../components/refused-write';
import type { OutboxEntry } from '../../lib/outbox/db';
import { editPath } from '../../lib/outbox/edit-request';
import { MessageBubble } from './message-bubble';
import { CHAT_SCREEN_TEXT } from './texts';

export type WaitingMessageEntry = OutboxEntry<ChatSendPayload>;

/** The room, where a message is written and opened again to edit (`?edit=<entry id>`). */
const CHAT_PATH = '/chat';

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
          <RefusedWrite
            entry={entry}
            prefix={CHAT_SCREEN_TEXT.failedPrefix}
            onEdit={() => onEdit(entry)}
            updatePath={editPath(CHAT_PATH, entry.id)}
            variant="bubble"
          />
        ) : (
          <Badge size="sm" color="gray" variant="outline">
            {CHAT_SCREEN_TEXT.waiting}
          </Badge>
        )
      }
    />
  );
}
