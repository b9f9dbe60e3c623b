/**
 * A textarea that grows with what a member writes, from `minRows` lines to `maxRows` (or without
 * end), then scrolls.
 *
 * Where the browser can size a field to its content (CSS `field-sizing`: Chromium, Safari), it
 * does: Mantine's `autosize` measures the text in script instead, reading the field's computed
 * style and height as the form first renders, which makes the browser lay the whole page out in
 * the middle of that render (on the bug form, a 120 to 160 ms task on a slowed phone CPU instead of
 * two of about 70). Elsewhere (Firefox) Mantine's `autosize` does the same job.
 */
import { Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';

const BROWSER_SIZES_FIELDS =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false;

/** A height of `rows` lines of the field's text, with its padding and border. */
function linesHigh(rows: number): string {
  return `calc(${rows} * 1lh + 2 * var(--input-padding-y, 0rem) + 0.125rem * var(--mantine-scale))`;
}

/** As linesHigh, and never lower than a one-line input, so a one-line field lines up with a button beside it. */
function atLeastAnInput(rows: number): string {
  return `max(var(--input-height), ${linesHigh(rows)})`;
}

export function GrowingTextarea({
  minRows = 1,
  maxRows,
  ...props
}: Omit<TextareaProps, 'autosize' | 'rows' | 'classNames' | 'styles'> & {
  ref?: Ref<HTMLTextAreaElement>;
}) {
  if (!BROWSER_SIZES_FIELDS) {
    return <Textarea {...props} autosize minRows={minRows} maxRows={maxRows} />;
  }
  return (
    <Textarea
      {...props}
      rows={minRows}
      styles={{
        // Inline, not a stylesheet of its own: a chunk's stylesheet is one more file a screen
        // waits for before it draws.
        input: {
          fieldSizing: 'content',
          minHeight: atLeastAnInput(minRows),
          maxHeight: maxRows === undefined ? undefined : linesHigh(maxRows),
        },
      }}
    />
  );
}
