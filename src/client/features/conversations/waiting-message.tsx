import { Badge } from '@mantine/core';
import { RefusedWrite } from '../../components/refused-write';
import type { OutboxEntry } from '../../lib/outbox/db';
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
        <RefusedWrite
          entryId={entry.id}
          reason={entry.lastError}
          prefix={CONVERSATION_SCREEN_TEXT.failedPrefix}
          onEdit={() => onEdit(entry)}
          variant="bubble"
        />
      ) : (
        <Badge size="sm" color="gray" variant="outline" mt={2}>
          {CONVERSATION_SCREEN_TEXT.waiting}
        </Badge>
      )}
    </li>
  );
}
