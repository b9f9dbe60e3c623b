/**
 * State a member types into, kept as a draft (draft-store.ts): a message composer's text, or a
 * few fields held in one state. It opens on the draft the page knows, in its first drawing:
 * after moving away and back, and after a reload once the drafts read with the forms' code are
 * in (usually before the form draws). A draft the database answers for only after the drawing
 * comes then, unless the member has begun typing: newer typing always wins.
 */
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { noteBeingTyped } from './being-typed';
import {
  draftKey,
  dropDraft,
  flushDraft,
  keepDraft,
  peekDraft,
  readDraft,
  sameJson,
  type DraftControls,
  type DraftOf,
} from './draft-store';

/**
 * Like useState, kept as the draft `of` (null: no draft, e.g. a form showing a refused write to
 * correct). The draft is the member's who is signed in as the form opens, and `of` is read then
 * only: a form for another thing is another mount (give it a React key).
 *
 * `paused`: the state shows something that is not the draft for a while (a refused message
 * being edited); nothing is kept then, and the draft from before comes back at the end.
 * `typed`: whether a value holds something the member typed (by default: it is not `initial`).
 */
export function useDraftState<T>(
  of: DraftOf | null,
  initial: T,
  options: { paused?: boolean; typed?: (value: T) => boolean } = {},
): [T, Dispatch<SetStateAction<T>>, DraftControls] {
  const { paused = false } = options;
  const [key] = useState(() => (of ? draftKey(of) : null));
  // What the page is told is being typed, a form without a draft too: an edit of a refused
  // write is lost by a reload as well.
  const typingId = `${key?.id ?? 'unkept'}:${useId()}`;
  const [empty] = useState(() => initial);
  const [typed] = useState(() => options.typed ?? ((value: T) => !sameJson(value, empty)));
  const [start] = useState(() => (key ? peekDraft<T>(key)?.value : undefined));
  const [value, setValue] = useState<T>(start ?? empty);
  const [restoredDraft, setRestoredDraft] = useState(start !== undefined);
  /** What the store was last given (or held as the form opened). */
  const kept = useRef<T>(start ?? empty);
  const changedSinceOpen = useRef(false);
  const pausedNow = useRef(paused);

  // The end of a pause puts the draft from before it back, unless something was typed since
  // (set while rendering, as React advises for state that follows a prop).
  const [wasPaused, setWasPaused] = useState(paused);
  if (paused !== wasPaused) {
    setWasPaused(paused);
    if (!paused && key && !typed(value)) setValue(peekDraft<T>(key)?.value ?? empty);
  }

  useEffect(() => {
    noteBeingTyped(typingId, typed(value));
  }, [typingId, value, typed]);

  useEffect(() => {
    pausedNow.current = paused;
    if (!key || paused || sameJson(value, kept.current)) return;
    kept.current = value;
    changedSinceOpen.current = true;
    if (typed(value)) keepDraft(key, value);
    else dropDraft(key);
  }, [key, value, paused, typed]);

  // The page did not know yet whether there is a draft: the database answers after the drawing.
  useEffect(() => {
    if (!key || start !== undefined) return;
    let open = true;
    void readDraft<T>(key).then((stored) => {
      if (!open || stored === undefined || changedSinceOpen.current) return;
      setRestoredDraft(true);
      // Paused, the draft waits in memory for the pause to end.
      if (pausedNow.current) return;
      kept.current = stored;
      setValue(stored);
    });
    return () => {
      open = false;
    };
  }, [key, start]);

  useEffect(
    () => () => {
      if (key) flushDraft(key);
      noteBeingTyped(typingId, false);
    },
    [key, typingId],
  );

  function forget() {
    kept.current = empty;
    changedSinceOpen.current = true;
    if (key) dropDraft(key);
    noteBeingTyped(typingId, false);
    setRestoredDraft(false);
  }

  const controls: DraftControls = {
    restored: restoredDraft && !paused && typed(value),
    discard() {
      forget();
      setValue(empty);
    },
    sent: forget,
  };
  return [value, setValue, controls];
}
