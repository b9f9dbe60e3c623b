/**
 * The text side of search, free of any database: the words of a query as the index folds them,
 * how far a misspelt word may be from the word meant, and the snippet shown with a hit.
 */
import { SEARCH_LIMITS, type SnippetPart } from '../../../contract/search';

/** Lower case without accents, as both indexes store words ("Café" is "cafe"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The searchable words of what a member typed: letters and digits only, so quotes, stars,
 * brackets and operators ("AND", "NEAR(") are never query syntax, only text or nothing.
 */
export function queryWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, SEARCH_LIMITS.maxWords);
}

/** How many edits a word may be from the word it is corrected to: none below 4 letters. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * Edits from `a` to `b`, a swap of two neighbouring letters counting as one ("rdie" is one
 * from "ride"): optimal string alignment distance.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows: number[][] = [];
  for (let i = 0; i <= s.length; i++) rows.push([i, ...new Array<number>(t.length).fill(0)]);
  for (let j = 0; j <= t.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[s.length]![t.length]!;
}

/**
 * The indexed term closest to `word` within its allowed edits; among equals, the one in most
 * documents, then the first alphabetically, so the same query always corrects the same way.
 */
export function closestTerm(
  word: string,
  terms: { term: string; documents: number }[],
): string | null {
  const allowed = allowedEdits(word);
  let best: { term: string; distance: number; documents: number } | null = null;
  for (const { term, documents } of terms) {
    if (Math.abs([...term].length - [...word].length) > allowed) continue;
    const distance = editDistance(word, term);
    if (distance === 0 || distance > allowed) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && documents > best.documents) ||
      (distance === best.distance && documents === best.documents && term < best.term);
    if (better) best = { term, distance, documents };
  }
  return best?.term ?? null;
}

/**
 * Up to `length` characters of `text` around its first matched word, split into plain and
 * matched parts. A word of the text matches a query word it equals once folded, or, for the
 * last query word (the one being typed), one it starts with.
 */
export function snippetOf(
  text: string,
  words: string[],
  length: number = SEARCH_LIMITS.snippetLength,
): SnippetPart[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const last = words.length - 1;
  const matches: { start: number; end: number }[] = [];
  for (const found of flat.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)) {
    const folded = fold(found[0]);
    const hit = words.some((word, index) =>
      index === last ? folded.startsWith(word) : folded === word,
    );
    if (hit) matches.push({ start: found.index, end: found.index + found[0].length });
  }
  let from = 0;
  if (matches.length > 0 && flat.length > length) {
    // Some words of lead-in before the first match, started at a word boundary.
    const lead = Math.max(0, matches[0]!.start - Math.floor(length / 4));
    from = lead === 0 ? 0 : flat.indexOf(' ', lead) + 1 || lead;
    if (from > matches[0]!.start) from = matches[0]!.start;
  }
  let to = Math.min(flat.length, from + length);
  if (to < flat.length) {
    const space = flat.lastIndexOf(' ', to);
    if (space > from) to = space;
  }
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (text) parts.push({ text, match });
  };
  let at = from;
  for (const match of matches) {
    if (match.end <= from || match.start >= to) continue;
    push(flat.slice(at, Math.max(at, match.start)), false);
    push(flat.slice(Math.max(at, match.start), Math.min(to, match.end)), true);
    at = Math.min(to, match.end);
  }
  push(flat.slice(at, to), false);
  if (from > 0) parts.unshift({ text: '… ', match: false });
  if (to < flat.length) parts.push({ text: ' …', match: false });
  return parts;
}
