import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { BugCreate } from '../../../contract/bugs';
import { BUG_TEXT } from '../../../contract/bugs-constants';
import type { OutboxEntry } from '../../lib/outbox/db';
import { RefusedWrite } from '../../components/refused-write';
import { editPath } from '../../lib/outbox/edit-request';
import { useOutboxEntries } from '../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { reloadListsAfterDelivery } from './api';
import { SeverityBadge } from './bug-table';

export type WaitingBug = OutboxEntry<BugCreate>;

/** Where a report is written, and opened again to edit (`?edit=<entry id>`). */
const BUGS_SCREEN = '/bugs';

/**
 * The member's reports still in the outbox, above the list: waiting, or refused with the
 * server's reason and their choice of Retry, Edit or Discard. Never hidden, never dropped.
 */
export function WaitingBugs({ onEdit }: { onEdit: (entry: WaitingBug) => void }) {
  const entries = useOutboxEntries<BugCreate>(OUTBOX_KINDS.bugCreate);
  const queryClient = useQueryClient();
  const previous = useRef<WaitingBug[]>([]);
  // Sent reports stay on screen, marked sent, until the reloaded list holds them: the member
  // never sees their report vanish for a moment.
  const [sent, setSent] = useState<WaitingBug[]>([]);

  // An entry that left the outbox (here or in another tab) is on the server, or was discarded:
  // show the list as the server has it.
  useEffect(() => {
    const now = new Set(entries.map((entry) => entry.id));
    const gone = previous.current.filter((entry) => !now.has(entry.id));
    previous.current = entries;
    if (gone.length === 0) return;
    // Only failed entries can be discarded; any other that left was delivered.
    const delivered = gone.filter((entry) => entry.state !== 'failed');
    setSent((shown) => [...shown, ...delivered]);
    const ids = new Set(delivered.map((entry) => entry.id));
    void reloadListsAfterDelivery(queryClient).finally(() =>
      setSent((shown) => shown.filter((entry) => !ids.has(entry.id))),
    );
  }, [entries, queryClient]);

  const shown = [...entries, ...sent.filter((entry) => !entries.some((e) => e.id === entry.id))];
  if (shown.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={BUG_TEXT.waitingList}
    >
      {shown.map((entry) => {
        const delivered = sent.some((done) => done.id === entry.id);
        return (
          <Card component="li" key={entry.id} withBorder padding="sm">
            <Stack gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {entry.payload.title}
              </Text>
              <Text size="sm" lineClamp={2}>
                {entry.payload.description}
              </Text>
              <Group gap="xs">
                <SeverityBadge severity={entry.payload.severity} />
                {delivered ? (
                  <Badge color="teal" variant="light">
                    {BUG_TEXT.sent}
                  </Badge>
                ) : (
                  entry.state !== 'failed' && (
                    <Badge color="gray" variant="outline">
                      {BUG_TEXT.waitingToSend}
                    </Badge>
                  )
                )}
              </Group>
              {entry.state === 'failed' && (
                <RefusedWrite
                  entry={entry}
                  prefix={BUG_TEXT.failedPrefix}
                  onEdit={() => onEdit(entry)}
                  updatePath={editPath(BUGS_SCREEN, entry.id)}
                />
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
