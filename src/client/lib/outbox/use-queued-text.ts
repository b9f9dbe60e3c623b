/**
 * The text of a message input whose messages go through the outbox (the club room, a
 * conversation). The input empties the moment a message is taken, not when the outbox has
 * stored it: that takes tens of milliseconds on a phone, and a member who types on at once
 * would lose those keystrokes to a late clear. If the outbox cannot take the message, it comes
 * back in front of whatever was typed meanwhile.
 *
 * It also edits a refused message: given one, the input holds its text until it is sent again
 * or the edit is cancelled.
 *
 * What is typed is kept on the device as a draft (lib/drafts/) until the message is taken. A
 * refused message being edited is the outbox's, not a draft: the draft waits meanwhile, and
 * comes back into an empty input when the edit ends.
 */
import { useEffect, useRef, useState } from 'react';
import type { DraftControls, DraftOf } from '../drafts/draft-store';
import { useDraftState } from '../drafts/use-draft-state';
import type { OutboxEntry } from './db';

export interface QueuedText<P extends { text: string }> {
  text: string;
  setText(text: string): void;
  /** The input, focused when an edit starts. */
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  /**
   * Empties the input and hands `queue` the message; true once it is in the outbox. On
   * failure the message is put back and false is returned.
   */
  take(queue: (editing: OutboxEntry<P> | null) => Promise<unknown>): Promise<boolean>;
  /** Leaves an edit: the input empties. */
  cancelEdit(): void;
  /** The draft the input was opened on, if any, and its Discard. */
  draft: DraftControls;
}

export function useQueuedText<P extends { text: string }>(
  editing: OutboxEntry<P> | null,
  onEditDone: () => void,
  draftOf: DraftOf,
): QueuedText<P> {
  const [text, setText, draft] = useDraftState(draftOf, '', { paused: editing !== null });
  const [editedId, setEditedId] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // A new edit starts: its text replaces the input's (set while rendering, as React advises
  // for state that follows a prop). The end of an edit keeps what was typed since.
  const editingId = editing?.id ?? null;
  if (editingId !== editedId) {
    setEditedId(editingId);
    if (editing) setText(editing.payload.text);
  }
  useEffect(() => {
    if (editingId !== null) inputRef.current?.focus();
  }, [editingId]);

  async function take(
    queue: (editing: OutboxEntry<P> | null) => Promise<unknown>,
  ): Promise<boolean> {
    const taken = text;
    const edited = editing;
    setText('');
    try {
      await queue(edited);
      if (edited) onEditDone();
      return true;
    } catch {
      setText((typed) => (typed ? `${taken}\n${typed}` : taken));
      return false;
    }
  }

  return {
    text,
    setText,
    inputRef,
    take,
    cancelEdit() {
      setText('');
      onEditDone();
    },
    draft,
  };
}
