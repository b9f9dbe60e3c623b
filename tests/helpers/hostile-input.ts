/**
 * Inputs a careless or malicious client sends: wrong types, huge and deep values, unicode edge
 * cases, SQL and script fragments, numbers at and past their limits. Used by the fuzz tests of
 * the HTTP API and the chat socket.
 */
import fc from 'fast-check';

export const UNICODE_EDGES = [
  '\uD800', // a lone high surrogate
  '\uDFFF', // a lone low surrogate
  'abc\uD83D', // an emoji cut in half
  '\u202Eevil\u202C', // right-to-left override
  '\u200B\u200C\u200D\uFEFF', // zero-width characters and a byte-order mark
  'a\u0000b', // NUL inside
  '\u0000',
  '\u0301\u0301\u0301', // combining marks with nothing to combine with
  '𝕮𝖑𝖚𝖇 🚴‍♀️',
  '\r\n\r\nX-Injected: 1',
];

export const INJECTION_FRAGMENTS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "admin'--",
  '"); DELETE FROM posts; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
];

export const NUMBER_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  '0x10',
  '1_000',
  ' 1 ',
  '9007199254740993',
  '-1',
  '1.5',
];

export const NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
];

const deep = (depth: number, inner: unknown): unknown =>
  Array.from({ length: depth }).reduce<unknown>(
    (value, _, i) => (i % 2 ? [value] : { a: value }),
    inner,
  );

/** A value of any JSON type, mostly hostile, sometimes plain. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES, ...INJECTION_FRAGMENTS, ...NUMBER_STRINGS),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(null, true, false, '', [], {}, [null], { '': '' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.integer({ min: 1, max: 64 }).map((n) => 'x'.repeat(n * 4096)),
  fc.integer({ min: 100, max: 3000 }).map((depth) => deep(depth, 'bottom')),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 300 }),
  fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'x'),
    fc.string(),
  ),
);

/** A hostile value as it can travel in a path segment or a query value. */
export const hostileText: fc.Arbitrary<string> = hostileValue.map((value) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)),
);

/** Text that can stand in an HTTP header (visible ASCII and Latin-1, no line breaks). */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 60,
  }),
  fc.string({
    unit: fc.integer({ min: 0xa0, max: 0xff }).map((c) => String.fromCharCode(c)),
    maxLength: 10,
  }),
  fc.integer({ min: 1, max: 8 }).map((n) => 'h'.repeat(n * 1000)),
  fc.constantFrom(...INJECTION_FRAGMENTS.filter((f) => !f.includes('%'))),
);
