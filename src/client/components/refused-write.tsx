import { Button, Group, Text } from '@mantine/core';
import { OUTBOX_TEXT } from '../../contract/outbox';
import type { OutboxEntry } from '../lib/outbox/db';
import { loadOutbox } from '../lib/outbox/hooks';
import { refusalOf } from '../lib/outbox/parked';

/**
 * Moves the tab to the newest version of the app and opens `path` there (lib/pwa/app-update.ts,
 * loaded on the tap: most screens that show refused writes never need it).
 */
export function openInNewerVersion(path: string): Promise<void> {
  return import('../lib/pwa/app-update').then(({ updateApp }) => updateApp(path));
}

interface RefusedWriteProps {
  /** The refused entry; the server's reason (`lastError`) is shown in full: it says what to fix. */
  entry: Pick<OutboxEntry, 'id' | 'kind' | 'state' | 'lastError' | 'parkedFor' | 'contractVersion'>;
  /** Said before the reason ('Failed: ', 'Not sent: '). */
  prefix: string;
  onEdit(): void;
  /**
   * Where the newer version opens this entry in its form (lib/outbox/edit-request.ts), for a
   * write only it can send.
   */
  updatePath: string;
  /** Chat bubbles sit on the right and are compact; cards read from the left. */
  variant?: 'card' | 'bubble';
}

/**
 * A write the server refused, still in the outbox: its reason, and the member's choice of
 * Retry, Edit or Discard. Every screen that queues writes shows refusals this way. A write only
 * a newer version of the app can send offers "Update the app", which opens it there in its
 * form; one written in a version this one no longer sends is checked and sent again (Edit).
 */
export function RefusedWrite({
  entry,
  prefix,
  onEdit,
  updatePath,
  variant = 'card',
}: RefusedWriteProps) {
  const bubble = variant === 'bubble';
  const size = bubble ? 'compact-xs' : 'xs';
  const refusal = refusalOf(entry);
  const discard = (
    <Button
      size={size}
      variant="subtle"
      color="red"
      onClick={() => void loadOutbox().then((outbox) => outbox.discard(entry.id))}
    >
      {OUTBOX_TEXT.discard}
    </Button>
  );
  const edit = (
    <Button size={size} variant="light" onClick={onEdit}>
      {OUTBOX_TEXT.edit}
    </Button>
  );
  return (
    <>
      <Text
        size="sm"
        c="red"
        fw={500}
        ta={bubble ? 'right' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {refusal === 'update'
          ? OUTBOX_TEXT.updateToSend
          : refusal === 'rewrite'
            ? OUTBOX_TEXT.writtenOlder
            : `${prefix}${entry.lastError ?? ''}`}
      </Text>
      <Group gap={bubble ? 4 : 'xs'} justify={bubble ? 'flex-end' : undefined}>
        {refusal === 'update' ? (
          <Button size={size} onClick={() => void openInNewerVersion(updatePath)}>
            {OUTBOX_TEXT.updateApp}
          </Button>
        ) : refusal === 'rewrite' ? (
          edit
        ) : (
          <>
            <Button
              size={size}
              onClick={() => void loadOutbox().then((outbox) => outbox.retry(entry.id))}
            >
              {OUTBOX_TEXT.retry}
            </Button>
            {edit}
          </>
        )}
        {discard}
      </Group>
    </>
  );
}
