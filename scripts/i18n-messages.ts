/**
 * The texts of the code as the client runs them. A text is written for the extractor as
 * `/*i18n*\/ { id: '…English…', comment?: '…' }` (contract/i18n/texts.ts). The build compiles
 * the English as Lingui compiles a catalog and, where that differs from the id (values,
 * plurals), adds it as `message`: an English reader's phone needs no catalog and no ICU
 * parser, and a Bangla reader's catalog (src/locales/bn/messages.po, compiled by
 * @lingui/vite-plugin) is looked up by the same id. The translator's comment stays out of the
 * bundle. A text the extractor could not read fails the build here first.
 */
import MagicString from 'magic-string';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const MARK = '/*i18n*/';
const SOURCE_FILE = /[\\/]src[\\/].*\.tsx?$/;
/** One property of a text: a plain literal, as the extractor can read it too. */
const PROPERTY =
  /\s*(id|comment)\s*:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)\s*,?/y;

function literalValue(raw: string): string {
  // Our own source, at build time: the literal is a JavaScript string and nothing else.
  return new Function(`return ${raw}`)() as string;
}

/** The text's properties, and where its closing brace is; an error names the file. */
function readText(code: string, open: number, file: string) {
  const properties: Record<string, string> = {};
  let at = open + 1;
  for (;;) {
    PROPERTY.lastIndex = at;
    const found = PROPERTY.exec(code);
    if (!found) break;
    properties[found[1] as string] = literalValue(found[2] as string);
    at = PROPERTY.lastIndex;
  }
  const close = code.slice(at).match(/^\s*\}/);
  if (!close || properties.id === undefined) {
    const line = code.slice(0, open).split('\n').length;
    throw new Error(
      `${file}:${line}: a ${MARK} text is written { id: '…', comment?: '…' } with literal strings`,
    );
  }
  return { id: properties.id, end: at + close[0].length };
}

/** Every text a source file holds: its English, and where it is written from and to. */
export function textsIn(code: string, file: string): { id: string; start: number; end: number }[] {
  const texts = [];
  let from = 0;
  for (;;) {
    const mark = code.indexOf(MARK, from);
    if (mark < 0) return texts;
    const open = code.indexOf('{', mark + MARK.length);
    if (open < 0 || code.slice(mark + MARK.length, open).trim() !== '') {
      from = mark + MARK.length; // The mark in a comment or a string, not before a text.
      continue;
    }
    const { id, end } = readText(code, open, file);
    texts.push({ id, start: mark, end });
    from = end;
  }
}

export function i18nMessages(): Plugin {
  return {
    name: 'club-i18n-messages',
    enforce: 'pre',
    transform(code, file) {
      if (!SOURCE_FILE.test(file) || !code.includes(MARK)) return null;
      const out = new MagicString(code);
      for (const { id, start, end } of textsIn(code, file)) {
        const compiled = compileMessage(id);
        const plain = compiled.length === 1 && compiled[0] === id;
        const message = plain ? '' : `, message: ${JSON.stringify(compiled)}`;
        out.overwrite(start, end, `{ id: ${JSON.stringify(id)}${message} }`);
      }
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
    },
  };
}
