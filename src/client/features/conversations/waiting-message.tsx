import { Badge } from '@mantine/core';
import { RefusedWrite } from '../../components/refused-write';
import type { OutboxEntry } from '../../lib/outbox/db';
import { editPath } from '../../lib/outbox/edit-request';
import classes from './messges-screen.module.css';
import type { ConversationSendPayload } from './outbox-send';
import { CONVERSATION_SCREEN_TEXT } from './texts';

export type WaitingConversationEntry = OutboxEntry<ConversationSendPayload>;

/** The conversation's own page, where a message is written and opened again to edit. */
const conversationPath = (conversationId: number) => `/messges?conversation=${conversationId}`;

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
          entry={entry}
          prefix={CONVERSATION_SCREEN_TEXT.failedPrefix}
          onEdit={() => onEdit(entry)}
          updatePath={editPath(conversationPath(entry.payload.conversationId), entry.id)}
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
