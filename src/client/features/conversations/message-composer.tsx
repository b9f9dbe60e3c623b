import { sendableChatText } from '../../../contract/chat-constants';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import { loadOutbox } from '../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { useQueuedText } from '../../lib/outbox/use-queued-text';
import type { ConversationSendPayload } from './outbox-send';
import { CONVERSATION_SCREEN_TEXT } from './texts';
import type { WaitingConversationEntry } from './waiting-message';
import { DraftNote } from '../../components/draft-note';
import { GrowingTextarea } from '../../components/growing-textarea';

interface MessageComposerProps {
  conversationId: number;
  /** A refused message being edited: it goes back in line in its old place. */
  editing: WaitingConversationEntry | null;
  onDone(): void;
}

/**
 * The message input. A message joins the outbox, online or not: it shows as waiting at once and
 * goes out, in order, when the network is there. Enter sends, Shift+Enter starts a new line;
 * the input empties as soon as Enter is pressed, so typing on at once loses nothing.
 */
export function MessageComposer({ conversationId, editing, onDone }: MessageComposerProps) {
  const { text, setText, inputRef, take, cancelEdit, draft } =
    useQueuedText<ConversationSendPayload>(editing, onDone, {
      form: 'conversation',
      thing: conversationId,
    });
  const [error, setError] = useState<string | null>(null);
  const sendable = sendableChatText(text);

  async function submit() {
    if (sendable === null) return;
    const payload: ConversationSendPayload = { conversationId, text: sendable };
    setError(null);
    const queued = await take(async (edited) =>
      edited
        ? (await loadOutbox()).update(edited.id, payload)
        : (await loadOutbox()).enqueue(OUTBOX_KINDS.conversationSend, payload),
    );
    if (!queued) setError(CONVERSATION_SCREEN_TEXT.queueFailed);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {draft.restored && <DraftNote onDiscard={draft.discard} />}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <GrowingTextarea
          aria-label={CONVERSATION_TEXT.placeholder}
          placeholder={CONVERSATION_TEXT.placeholder}
          description={editing ? CONVERSATION_SCREEN_TEXT.editing : undefined}
          error={error}
          minRows={1}
          maxRows={5}
          maxLength={CONVERSATION_LIMITS.textMaxLength}
          value={text}
          ref={inputRef}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          style={{ flex: 1 }}
        />
        {editing && (
          <Button variant="subtle" onClick={cancelEdit}>
            {CONVERSATION_SCREEN_TEXT.cancelEdit}
          </Button>
        )}
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          aria-label={CONVERSATION_TEXT.send}
          disabled={sendable === null}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
