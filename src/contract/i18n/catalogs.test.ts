/**
 * The catalogs are complete: every text of the code is in them, each has its Bangla, and the
 * Bangla keeps the English's placeholders (a missing {name} would drop a member's name, an
 * extra one would show braces). `npm run i18n:extract` brings new texts into the catalogs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../scripts/i18n-messages.ts';
import { LOCALES, SOURCE_LOCALE } from './locales';

const ROOT = join(__dirname, '../../..');
const SOURCE_DIRS = ['src/client', 'src/contract', 'src/server'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function catalog(locale: string): Map<string, string> {
  const po = PO.parse(readFileSync(join(ROOT, `src/locales/${locale}/messages.po`), 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

type Compiled = ReturnType<typeof compileMessage>;

/** The names a message puts values in, choices' branches included. */
function placeholders(message: Compiled | string, into = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return into;
  for (const part of message) {
    if (typeof part === 'string') continue;
    const [name, , options] = part as [string, string?, Record<string, Compiled | number>?];
    into.add(name);
    if (options && typeof options === 'object') {
      for (const branch of Object.values(options)) {
        if (typeof branch !== 'number') placeholders(branch, into);
      }
    }
  }
  return into;
}

const inCode = new Map<string, string>();
for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
  for (const { id } of textsIn(readFileSync(join(ROOT, file), 'utf8'), file)) {
    if (!inCode.has(id)) inCode.set(id, file);
  }
}

describe('the message catalogs', () => {
  it('hold every text of the code, and no text the code no longer has', () => {
    const english = catalog(SOURCE_LOCALE);
    const missing = [...inCode].filter(([id]) => !english.has(id));
    expect(missing, 'run npm run i18n:extract').toEqual([]);
    expect([...english.keys()].filter((id) => !inCode.has(id))).toEqual([]);
    expect(inCode.size).toBeGreaterThan(0);
  });

  for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
    it(`give every text in ${locale}, with the English placeholders and valid ICU`, () => {
      const translations = catalog(locale);
      const untranslated = [...inCode.keys()].filter((id) => !translations.get(id));
      expect(untranslated).toEqual([]);
      const mismatched = [...inCode.keys()].filter((id) => {
        const wanted = [...placeholders(compileMessage(id))].sort();
        const given = [...placeholders(compileMessage(translations.get(id) ?? ''))].sort();
        return wanted.join() !== given.join();
      });
      expect(mismatched).toEqual([]);
    });
  }
});
