import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FORM_PART_TEXT } from './form-texts';

/** Mistakes shown within this long are said together (one submit marks several fields). */
const GATHER_MS = 150;

/** How long the words stay in the region once said: long enough to be read out, then gone. */
const CLEAR_AFTER_MS = 6000;

/** Mantine gives a field's message the id `<field>-error` and its label `<field>-label`. */
const ERROR_ID_SUFFIX = '-error';

/** The field's visible name, without the required mark drawn beside it. */
function fieldNameOf(errorId: string): string {
  const base = errorId.slice(0, -ERROR_ID_SUFFIX.length);
  const label = document.getElementById(`${base}-label`);
  if (label) {
    const copy = label.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((mark) => mark.remove());
    return copy.textContent?.replace(/\s*\*\s*$/, '').trim() ?? '';
  }
  return document.getElementById(base)?.getAttribute('aria-label')?.trim() ?? '';
}

/** The messages of fields among `nodes` (added to the page), by the ids Mantine gives them. */
function errorIdsIn(nodes: Iterable<Node>): string[] {
  const ids: string[] = [];
  for (const node of nodes) {
    if (!(node instanceof HTMLElement)) continue;
    const found = node.matches(`[id$="${ERROR_ID_SUFFIX}"]`)
      ? [node]
      : node.querySelectorAll(`[id$="${ERROR_ID_SUFFIX}"]`);
    for (const element of found) ids.push(element.id);
  }
  return ids;
}

/** "2 fields need attention: Title, Description." */
function attentionSentence(names: string[]): string {
  return FORM_PART_TEXT.fieldsNeedAttention(names.length, names.join(', '));
}

/**
 * Says politely which fields need attention when their messages appear (a submit with mistakes,
 * a field left wrong, a mistake the server found): "2 fields need attention: Title,
 * Description." It names the fields but does not repeat their messages, which the member hears
 * at the field itself (the form moves the cursor to the first). Text fields, choices and radio
 * groups alike: it watches for Mantine's field messages appearing. One region for the whole
 * app, always in the page (a region added with its words is often not read out); the focus
 * stays where the member is.
 */
export function FormErrorAnnouncement() {
  // Each saying is a new node, so the same mistakes made twice are said twice.
  const [said, setSaid] = useState({ words: '', count: 0 });
  useEffect(() => {
    let appeared = new Set<string>();
    // The messages the words in the region are about.
    let named: string[] = [];
    let gather: ReturnType<typeof setTimeout> | undefined;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const forget = () => {
      named = [];
      clearTimeout(clear);
      setSaid((last) => (last.words ? { ...last, words: '' } : last));
    };
    const sayWhenGathered = () => {
      clearTimeout(gather);
      gather = setTimeout(() => {
        const shown = [...appeared].filter((id) => document.getElementById(id));
        const names = shown.map(fieldNameOf).filter(Boolean);
        appeared = new Set();
        if (names.length === 0) return;
        named = shown;
        setSaid((last) => ({ words: attentionSentence(names), count: last.count + 1 }));
        clearTimeout(clear);
        clear = setTimeout(forget, CLEAR_AFTER_MS);
      }, GATHER_MS);
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const id of errorIdsIn(record.addedNodes)) appeared.add(id);
      }
      if (appeared.size > 0) sayWhenGathered();
      // Once every message it named is gone (put right, or the form sent and closed), the words
      // go too: the next page must not still say the last form's mistakes.
      else if (named.length > 0 && !named.some((id) => document.getElementById(id))) forget();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // This region loads once the page has settled: mistakes a quick member made before that (a
    // form sent in the page's first seconds) are said as it comes, not left unheard.
    for (const id of errorIdsIn([document.body])) appeared.add(id);
    if (appeared.size > 0) sayWhenGathered();
    return () => {
      observer.disconnect();
      clearTimeout(gather);
      clearTimeout(clear);
    };
  }, []);
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="form-error-announcement">
      <span key={said.count}>{said.words}</span>
    </VisuallyHidden>
  );
}
