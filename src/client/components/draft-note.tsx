import { Button, Group, Text } from '@mantine/core';
import { DRAFT_TEXT } from '../lib/drafts/draft-texts';

/**
 * The quiet line over a form opened on a draft the member typed before (lib/drafts/): it says
 * so, and "Discard draft" empties the form and forgets the draft.
 */
export function DraftNote({ onDiscard }: { onDiscard(): void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {DRAFT_TEXT.restored}
      </Text>
      {/* A touch target of 26 px, its words as small as the note's. */}
      <Button variant="subtle" color="gray" size="compact-sm" fz="xs" onClick={onDiscard}>
        {DRAFT_TEXT.discard}
      </Button>
    </Group>
  );
}
