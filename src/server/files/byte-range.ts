/**
 * The Range header of a request for a stored file (RFC 9110 §14), so a player can seek and a
 * phone can resume a broken download without fetching what comes before. One range is served; a header this
 * reads as malformed, or one asking for several ranges, is ignored and the whole file goes
 * out, as the RFC allows.
 */

export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/** `end` is inclusive, as in Content-Range. */
export function readRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? SINGLE.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
