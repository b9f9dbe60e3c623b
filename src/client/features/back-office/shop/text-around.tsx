import type { ReactNode } from 'react';

/** Stands in a text for the value drawn apart; a character no text holds. */
const MARK = '\u2063';

/**
 * A text with one value drawn as an element (in bold, a link): the whole sentence is one text
 * for the translator, written here with a mark in the value's place, and the element goes where
 * the mark is, wherever the language puts it.
 */
export function textAround(text: (mark: string) => string, value: ReactNode): ReactNode {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return (
    <>
      {before}
      {value}
      {after}
    </>
  );
}
