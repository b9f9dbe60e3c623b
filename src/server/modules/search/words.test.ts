import { describe, expect, it } from 'vitest';
import { allowedEdits, closestTerm, editDistance, fold, queryWords, snippetOf } from './words';

describe('queryWords', () => {
  it('folds case and accents and keeps letters and digits only', () => {
    expect(queryWords('Café  Crème, 10K!')).toEqual(['cafe', 'creme', '10k']);
  });

  it('turns query syntax into plain words or nothing', () => {
    expect(queryWords('"')).toEqual([]);
    expect(queryWords('*')).toEqual([]);
    expect(queryWords('NEAR( AND "x*')).toEqual(['near', 'and', 'x']);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('rdie', 'ride')).toBe(1);
    expect(editDistance('sunday', 'sundy')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ride', 'ride')).toBe(0);
  });
});

describe('closestTerm', () => {
  const terms = [
    { term: 'ride', documents: 3 },
    { term: 'rice', documents: 9 },
    { term: 'mountain', documents: 1 },
    { term: 'sun', documents: 4 },
  ];

  it('corrects by one edit from 4 letters and two from 8', () => {
    expect(allowedEdits('sun')).toBe(0);
    expect(allowedEdits('ride')).toBe(1);
    expect(allowedEdits('mountain')).toBe(2);
    expect(closestTerm('rdie', terms)).toBe('ride');
    expect(closestTerm('montian', terms)).toBeNull();
    expect(closestTerm('muontian', terms)).toBe('mountain');
    expect(closestTerm('snu', terms)).toBeNull();
  });

  it('prefers the term in more documents among equally close ones', () => {
    expect(closestTerm('rite', terms)).toBe('rice');
    expect(closestTerm('rite', [terms[0]!])).toBe('ride');
  });
});

describe('snippetOf', () => {
  it('marks matched words, the last as a prefix, across accents', () => {
    expect(snippetOf('Meet at the Café by the lake', ['cafe', 'la'])).toEqual([
      { text: 'Meet at the ', match: false },
      { text: 'Café', match: true },
      { text: ' by the ', match: false },
      { text: 'lake', match: true },
    ]);
  });

  it('keeps markup as text and cuts long text around the first match', () => {
    const long = `${'word '.repeat(60)}<b>ride</b> ${'tail '.repeat(60)}`;
    const parts = snippetOf(long, ['ride'], 60);
    expect(parts[0]).toEqual({ text: '… ', match: false });
    expect(parts.find((part) => part.match)?.text).toBe('ride');
    expect(parts.map((part) => part.text).join('')).toContain('<b>');
    expect(parts.at(-1)).toEqual({ text: ' …', match: false });
  });

  it('folds like the index does', () => {
    expect(fold('Ångström')).toBe('angstrom');
  });
});
