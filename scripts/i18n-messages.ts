/**
 * The texts of the code as the client runs them. A text is written for the extractor as
 * `/*i18n*\/ { id: '…English…', comment?: '…' }` (contract/i18n/texts.ts). The build compiles
 * the English as Lingui compiles a catalog and, where that differs from the id (values,
 * plurals), adds it as `message`: an English reader's phone needs no catalog and no ICU
 * parser. The translator's comment stays out of the bundle. A text the extractor could not
 * read fails the build here first.
 *
 * The other languages' translations go in parts, one per chunk of the app: a chunk that holds
 * texts starts with `await (self.__textParts ||= []).push({ bn: <its part's URL> })`. For an
 * English reader that push does nothing; for a Bangla reader it loads the part before the
 * chunk's code runs (lib/i18n/language.ts), so a screen is drawn with its Bangla and a Bangla
 * reader's first screen fetches only the first screen's texts. In development and in tests,
 * where there are no chunks, `virtual:i18n-catalog/<language>` is the whole catalog.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import MagicString from 'magic-string';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import type { Plugin } from 'vite';

const TRANSLATED = ['bn'];
const CATALOG_MODULE = 'virtual:i18n-catalog/';

type Compiled = ReturnType<typeof compileMessage>;

/** A language's translations from its PO file, compiled, by their English. */
function readCatalog(locale: string): Map<string, Compiled> {
  const po = PO.parse(readFileSync(`src/locales/${locale}/messages.po`, 'utf8'));
  const messages = new Map<string, Compiled>();
  for (const item of po.items) {
    if (item.msgstr[0]) messages.set(item.msgid, compileMessage(item.msgstr[0]));
  }
  return messages;
}

/** A part of a catalog as a module: JSON.parse reads a large object faster than JavaScript. */
function catalogModule(messages: Record<string, Compiled>): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

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
  const idsOf = new Map<string, string[]>();
  const emitted = new Set<string>();
  let catalogs = new Map<string, Map<string, Compiled>>();
  return {
    name: 'club-i18n-messages',
    enforce: 'pre',
    buildStart() {
      emitted.clear();
      catalogs = new Map(TRANSLATED.map((locale) => [locale, readCatalog(locale)]));
      for (const locale of TRANSLATED) this.addWatchFile(`src/locales/${locale}/messages.po`);
    },
    resolveId(id) {
      return id.startsWith(CATALOG_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${CATALOG_MODULE}`)) return null;
      const messages = catalogs.get(id.slice(CATALOG_MODULE.length + 1)) ?? new Map();
      return catalogModule(Object.fromEntries(messages));
    },
    transform(code, file) {
      if (!SOURCE_FILE.test(file) || !code.includes(MARK)) return null;
      const out = new MagicString(code);
      const texts = textsIn(code, file);
      idsOf.set(
        file.split('?')[0] as string,
        texts.map(({ id }) => id),
      );
      for (const { id, start, end } of texts) {
        const compiled = compileMessage(id);
        const plain = compiled.length === 1 && compiled[0] === id;
        const message = plain ? '' : `, message: ${JSON.stringify(compiled)}`;
        out.overwrite(start, end, `{ id: ${JSON.stringify(id)}${message} }`);
      }
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
    },
    renderChunk(code, chunk, options) {
      if (options.format !== 'es') return null;
      const ids = new Set(chunk.moduleIds.flatMap((module) => idsOf.get(module) ?? []));
      if (ids.size === 0) return null;
      const parts: Record<string, string> = {};
      for (const [locale, catalog] of catalogs) {
        const part: Record<string, Compiled> = {};
        for (const id of [...ids].sort()) {
          const message = catalog.get(id);
          if (message) part[id] = message;
        }
        const source = catalogModule(part);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/texts-${locale}-${hash}.js`;
        if (!emitted.has(fileName)) this.emitFile({ type: 'asset', fileName, source });
        emitted.add(fileName);
        parts[locale] = fileName;
      }
      const out = new MagicString(code);
      out.prepend(`await (self.__textParts ||= []).push(${JSON.stringify(parts)});\n`);
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
    },
  };
}
