/**
 * A react-hook-form form kept as a draft (draft-store.ts). The draft holds the fields that differ
 * from the form's opening values, so an edit's draft is the member's changes, laid over the
 * thing as it is now. It opens on the draft the page knows, in its first drawing: after moving
 * away and back, and after a reload once the drafts read with the forms' code are in (usually
 * before the form draws). A draft the database answers for only after the form has drawn is put
 * in then, unless the member has begun typing: newer typing always wins.
 */
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
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

export interface FormDraft extends DraftControls {
  /**
   * Changes when a draft is put into the open form or taken out of it: the key of a field that
   * keeps its own state (a number being typed), so it starts again from the form's value.
   */
  generation: number;
}

interface DraftOptions<V, E> {
  /** The values with what is not kept (files) set back to the opening values. */
  kept?: (values: V) => V;
  /** State the form holds beside its fields (a ride's repeat rule), kept in the draft too. */
  extra?: E;
}

interface StoredDraft {
  fields: Record<string, unknown>;
  extra?: unknown;
}

type Values = Record<string, unknown>;

/** A field's value that says nothing typed: what a field the opening does not name starts on. */
const saysNothing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * What the draft holds for these values: the fields that differ from the opening's. A field the
 * opening does not name (one a newer version of the form added) takes its first, empty value
 * from the page as it is drawn: that is not typing, and must not be kept over a draft the
 * device has not answered with yet.
 */
function draftFor<V, E>(
  values: V,
  extraValue: E | undefined,
  opening: Values,
  options: DraftOptions<V, E>,
): StoredDraft | null {
  const shown = (options.kept?.(values) ?? values) as Values;
  const fields: Values = {};
  for (const name of new Set([...Object.keys(shown), ...Object.keys(opening)])) {
    if (!(name in opening) && saysNothing(shown[name])) continue;
    if (!sameJson(shown[name], opening[name])) fields[name] = shown[name];
  }
  const extraChanged = options.extra !== undefined && !sameJson(extraValue, options.extra);
  if (Object.keys(fields).length === 0 && !extraChanged) return null;
  // Plain data, apart from the form's own objects, which it goes on changing.
  return JSON.parse(JSON.stringify(extraChanged ? { fields, extra: extraValue } : { fields }));
}

/**
 * useForm, kept as the draft `of` (null: no draft, e.g. a form opened on a refused write to
 * correct). `initial` is what the form opens on without a draft: empty, or the thing edited.
 * The draft is the member's who is signed in as the form opens, and `of` is read then only: a
 * form for another thing is another mount (give it a React key).
 */
export function useDraftForm<V extends FieldValues, P extends FieldValues = V, E = undefined>(
  of: DraftOf | null,
  initial: DefaultValues<V>,
  props: Omit<UseFormProps<V, unknown, P>, 'defaultValues'>,
  options: DraftOptions<V, E> = {},
): {
  form: UseFormReturn<V, unknown, P>;
  draft: FormDraft;
  /** The state beside the fields (`options.extra` as it opens), like useState's pair. */
  extra: [E, Dispatch<SetStateAction<E>>];
} {
  const [key] = useState(() => (of ? draftKey(of) : null));
  // What the page is told is being typed, a form without a draft too: an edit of a refused
  // write is lost by a reload as well.
  const typingId = `${key?.id ?? 'unkept'}:${useId()}`;
  const [opening] = useState(() => initial as Values);
  const [start] = useState(() => (key ? peekDraft<StoredDraft>(key)?.value : undefined));
  const form = useForm<V, unknown, P>({
    ...props,
    defaultValues: (start ? { ...opening, ...start.fields } : opening) as DefaultValues<V>,
  });
  const [extraValue, setExtra] = useState<E>(
    () => (start?.extra as E | undefined) ?? (options.extra as E),
  );
  const [restored, setRestored] = useState(start !== undefined);
  const [generation, setGeneration] = useState(0);
  /** The draft as last given to the store, or as found when the form opened. */
  const kept = useRef(JSON.stringify(start ?? null));
  const changedSinceOpen = useRef(false);
  const latest = useRef({ options, extraValue });

  /** Hands the store what the form holds now, if it changed. */
  const keep = useRef((values: V) => {
    const draft = draftFor(values, latest.current.extraValue, opening, latest.current.options);
    const json = JSON.stringify(draft);
    if (json === kept.current) return;
    kept.current = json;
    changedSinceOpen.current = true;
    noteBeingTyped(typingId, draft !== null);
    if (!draft) setRestored(false);
    if (!key) return;
    if (draft) keepDraft(key, draft);
    else dropDraft(key);
  });

  useEffect(() => {
    latest.current = { options, extraValue };
  });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => keep.current(values),
      }),
    [form],
  );
  // The state beside the fields changes without them.
  useEffect(() => {
    latest.current.extraValue = extraValue;
    keep.current(form.getValues());
  }, [form, extraValue]);

  // The page did not know yet whether there is a draft: the database answers after the drawing.
  useEffect(() => {
    if (!key || start) return;
    let open = true;
    void readDraft<StoredDraft>(key).then((stored) => {
      if (!open || !stored || changedSinceOpen.current) return;
      kept.current = JSON.stringify(stored);
      noteBeingTyped(typingId, true);
      form.reset({ ...opening, ...stored.fields } as V);
      if (stored.extra !== undefined) setExtra(stored.extra as E);
      setRestored(true);
      setGeneration((count) => count + 1);
    });
    return () => {
      open = false;
    };
  }, [form, key, opening, start, typingId]);

  useEffect(() => {
    if (start) noteBeingTyped(typingId, true);
    return () => {
      if (key) flushDraft(key);
      noteBeingTyped(typingId, false);
    };
  }, [key, start, typingId]);

  function forget() {
    kept.current = JSON.stringify(null);
    changedSinceOpen.current = true;
    if (key) dropDraft(key);
    noteBeingTyped(typingId, false);
    setRestored(false);
  }

  return {
    form,
    draft: {
      restored,
      generation,
      discard() {
        forget();
        form.reset(opening as V);
        setExtra(options.extra as E);
        setGeneration((count) => count + 1);
      },
      sent: forget,
    },
    extra: [extraValue, setExtra],
  };
}
