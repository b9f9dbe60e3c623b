import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { OutboxEntry } from '../../lib/outbox/db';
import { RefusedWrite } from '../../components/refused-write';
import { editPath, useEditRequest } from '../../lib/outbox/edit-request';
import { useOutboxEntries } from '../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import type { PostCreatePayload } from './outbox-send';
import { FEED_TEXT } from './texts';

export type WaitingPost = OutboxEntry<PostCreatePayload>;

/** The feed, where a post is written and opened again to edit (`?edit=<entry id>`). */
const FEED_PATH = '/home';

/**
 * The member's posts still in the outbox, at the top of the feed: waiting, or refused with the
 * server's reason and Retry, Edit or Discard. A sent post is put in the feed before its entry
 * leaves (outbox-send.ts), so it never vanishes for a moment.
 */
export function WaitingPosts({ onEdit }: { onEdit: (entry: WaitingPost) => void }) {
  const entries = useOutboxEntries<PostCreatePayload>(OUTBOX_KINDS.postCreate);
  // `/home?edit=<id>`: a queued post opened from another version of the app ("Update the app"),
  // in its editor as its Edit would. This list is drawn whenever a write waits, so it asks.
  useEditRequest<PostCreatePayload>([OUTBOX_KINDS.postCreate], onEdit);
  if (entries.length === 0) return null;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => {
        const failed = entry.state === 'failed';
        const pictures = entry.payload.pictures.length;
        return (
          <Card component="li" key={entry.id} withBorder padding="md" radius="md">
            <Stack gap={6}>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
                {entry.payload.post.content}
              </Text>
              <Group gap="xs">
                {pictures > 0 && (
                  <Badge variant="light" color="gray">
                    {FEED_TEXT.pictureCount(pictures)}
                  </Badge>
                )}
                {!failed && (
                  <Badge color="gray" variant="outline">
                    {FEED_TEXT.waitingToSend}
                  </Badge>
                )}
              </Group>
              {failed && (
                <RefusedWrite
                  entry={entry}
                  prefix={FEED_TEXT.failedPrefix}
                  onEdit={() => onEdit(entry)}
                  updatePath={editPath(FEED_PATH, entry.id)}
                />
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
