import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Fields that turn invalid within this long are said together (one submit marks several). */
const GATHER_MS = 150;

/** The field's visible name, without the required mark drawn beside it. */
function nameOf(field: Element): string {
  const label =
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.labels?.[0]
      : undefined;
  if (label) {
    const copy = label.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((mark) => mark.remove());
    return copy.textContent?.replace(/\s*\*\s*$/, '').trim() ?? '';
  }
  return field.getAttribute('aria-label') ?? '';
}

/** What is wrong with the field: the error among the texts that describe it. */
function problemOf(field: Element): string {
  const texts = (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
  // Inputs name their error text `…-error`; a hint that describes the field is not a problem.
  const errors = texts.filter((element) => element.id.endsWith('-error'));
  return (errors.length > 0 ? errors : texts)
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/**
 * Says politely what is wrong when fields turn invalid (a submit with mistakes, a field left
 * wrong): "Title: Enter a title." Each field shows its message beside it, where a screen
 * reader hears it only by going back to the field; the focus stays where the member is. One
 * live region for the whole app, always in the page (one added with its words is often not
 * read out), watching aria-invalid, which every input of ours sets with its error.
 */
export function FormErrorAnnouncement() {
  // Each saying is a new node, so the same mistake made twice is said twice.
  const [said, setSaid] = useState({ words: '', count: 0 });
  useEffect(() => {
    let turned = new Set<Element>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const field = record.target as Element;
        if (field.getAttribute('aria-invalid') === 'true') turned.add(field);
      }
      if (turned.size === 0) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const words = [...turned]
          .filter((field) => field.isConnected && field.getAttribute('aria-invalid') === 'true')
          .map((field) => {
            const [name, problem] = [nameOf(field), problemOf(field)];
            return name && problem ? `${name}: ${problem}` : problem || name;
          })
          .filter(Boolean);
        turned = new Set();
        if (words.length > 0)
          setSaid((before) => ({ words: words.join(' '), count: before.count + 1 }));
      }, GATHER_MS);
    });
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-invalid'],
    });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="form-error-announcement">
      <span key={said.count}>{said.words}</span>
    </VisuallyHidden>
  );
}
