/**
 * The server's message catalogs: each language's PO file (src/locales/), read once at start
 * and compiled with Lingui's compiler, which also compiles the English texts of the code (the
 * client's build does that for the phone). `t` (contract/i18n/texts.ts) speaks the language of
 * the request or job it runs in (./language.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { LOCALES, SOURCE_LOCALE, type Locale } from '../../contract/i18n/locales';
import type { CompiledMessage } from '../../contract/i18n/format-message';
import { setMessageCompiler, type Catalog } from '../../contract/i18n/texts';

setMessageCompiler((message) => compileMessage(message) as CompiledMessage);

/** src/locales, from the source (tsx, tests) and from the built server (dist/server). */
function localesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'src', 'locales');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('src/locales not found above the server');
    dir = parent;
  }
}

function readCatalog(locale: Locale): Catalog {
  if (locale === SOURCE_LOCALE) return { locale, messages: {} };
  const po = PO.parse(readFileSync(join(localesDir(), locale, 'messages.po'), 'utf8'));
  const messages: Record<string, CompiledMessage> = {};
  for (const item of po.items) {
    const translation = item.msgstr[0];
    if (translation) messages[item.msgid] = compileMessage(translation) as CompiledMessage;
  }
  return { locale, messages };
}

export const CATALOGS = Object.fromEntries(
  LOCALES.map((locale) => [locale, readCatalog(locale)]),
) as Record<Locale, Catalog>;
