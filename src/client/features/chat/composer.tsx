import { Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXT, sendableChatText } from '../../../contract/chat-constants';
import { loadOutbox } from '../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { useQueuedText } from '../../lib/outbox/use-queued-text';
import type { ChatSendPayload } from '../../lib/chat/send';
import { CHAT_SCREEN_TEXT } from './texts';
import type { WaitingMessageEntry } from './waiting-message';
import { DraftNote } from '../../components/draft-note';
import { GrowingTextarea } from '../../components/growing-textarea';

/**
 * The message input. A message joins the outbox, online or not: it shows as waiting at once
 * and goes out, in order, when the socket is there. Enter sends; Shift+Enter breaks the line.
 * Given a refused message, it edits that one, which goes back in line in its old place.
 * The input empties as soon as Enter is pressed, so typing on at once loses nothing.
 */
export function Composer({
  editing,
  onDone,
}: {
  editing: WaitingMessageEntry | null;
  onDone: () => void;
}) {
  const { text, setText, inputRef, take, cancelEdit, draft } = useQueuedText<ChatSendPayload>(
    editing,
    onDone,
    { form: 'club-room' },
  );
  const [error, setError] = useState<string | null>(null);
  const sendable = sendableChatText(text);
  const tooLong = sendable === null && text.trim() !== '';

  async function send() {
    if (sendable === null) return;
    const payload: ChatSendPayload = { text: sendable };
    setError(null);
    const queued = await take(async (edited) =>
      edited
        ? (await loadOutbox()).update(edited.id, payload)
        : (await loadOutbox()).enqueue(OUTBOX_KINDS.chatSend, payload),
    );
    // No IndexedDB (a locked-down browser): the text is back, say it did not go.
    if (!queued) setError(CHAT_TEXT.sendFailed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form onSubmit={onSubmit}>
      {draft.restored && <DraftNote onDiscard={draft.discard} />}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <GrowingTextarea
          flex={1}
          minRows={1}
          maxRows={5}
          placeholder={CHAT_TEXT.placeholder}
          aria-label={CHAT_TEXT.placeholder}
          description={editing ? CHAT_SCREEN_TEXT.editing : undefined}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={tooLong ? CHAT_TEXT.tooLong : error}
          ref={inputRef}
        />
        <Button
          type="submit"
          disabled={sendable === null}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {CHAT_TEXT.send}
        </Button>
        {editing && (
          <Button variant="subtle" onClick={cancelEdit}>
            {CHAT_SCREEN_TEXT.cancelEdit}
          </Button>
        )}
      </Group>
    </form>
  );
}
