/**
 * The texts a member reads, in their language. A text is written in the code as a message
 * descriptor marked for the extractor:
 *
 *   export const SHELL_TEXT = defineTexts({
 *     signIn: /*i18n*\/ { id: 'Sign in' },
 *     riders: (count: number) => t(/*i18n*\/ { id: '{count, plural, one {# rider} other {# riders}}' }, { count }),
 *   });
 *
 * The id is the English text itself, in ICU MessageFormat: it is what a translator reads in the
 * catalog. `npm run i18n:extract` writes every such text into the catalogs (src/locales/), the
 * build compiles the English (scripts/i18n-messages.ts), and `SHELL_TEXT.signIn` reads the
 * active language's translation each time it is read: a screen drawn again after the language
 * changes shows the new one. Two texts with the same English words get the same translation:
 * where a language needs two, the English is worded apart.
 */
import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';
import { FORMAT_TAGS, SOURCE_LOCALE, type Locale } from './locales';

export type { MessageValues } from './format-message';

/** A text to translate, as written in the code. */
export interface Message {
  /** The English, in ICU MessageFormat ("{name}", "{count, plural, one {…} other {…}}"). */
  readonly id: string;
  /** The English compiled: added by the build where it differs from the id (values, plurals). */
  readonly message?: CompiledMessage;
  /** A word for the translator, shown beside the text in the catalog. */
  readonly comment?: string;
}

/** One language's translations, compiled, by catalog id. */
export interface Catalog {
  readonly locale: Locale;
  readonly messages: Readonly<Record<string, CompiledMessage>>;
}

const SOURCE_CATALOG: Catalog = { locale: SOURCE_LOCALE, messages: {} };

let activeCatalog: () => Catalog = () => SOURCE_CATALOG;

/**
 * Where `t` finds the language to speak: the page's one language on the client, the member's
 * of each request on the server.
 */
export function setCatalogSource(source: () => Catalog): void {
  activeCatalog = source;
}

/**
 * In Node (the server, the tests) the English comes uncompiled: the server brings Lingui's
 * compiler, which the client's bundle has no need of (its English is compiled by the build).
 */
let compileSource: ((message: string) => CompiledMessage) | undefined;
const compiledSources = new Map<string, CompiledMessage>();

export function setMessageCompiler(compile: (message: string) => CompiledMessage): void {
  compileSource = compile;
}

function english(text: Message): CompiledMessage {
  if (text.message !== undefined) return text.message;
  if (!compileSource || !text.id.includes('{')) return text.id;
  let compiled = compiledSources.get(text.id);
  if (!compiled) {
    compiled = compileSource(text.id);
    compiledSources.set(text.id, compiled);
  }
  return compiled;
}

/** The text in the active language, with its values in place. */
export function t(text: Message, values: MessageValues = {}): string {
  const catalog = activeCatalog();
  const translated = Object.hasOwn(catalog.messages, text.id)
    ? catalog.messages[text.id]
    : undefined;
  return formatMessage(translated ?? english(text), values, FORMAT_TAGS[catalog.locale]);
}

/** The locale `t` speaks now. */
export function activeLocale(): Locale {
  return activeCatalog().locale;
}

type TextEntry = Message | ((...args: never[]) => unknown) | readonly unknown[] | object | string;

/** A feature's texts, each `Message` read as a string in the active language. */
export type Texts<T> = {
  readonly [K in keyof T]: T[K] extends Message
    ? string
    : T[K] extends string | ((...args: never[]) => unknown) | { $$typeof: symbol }
      ? T[K]
      : Texts<T[K]>;
};

function isMessage(entry: unknown): entry is Message {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as { id?: unknown }).id === 'string' &&
    Object.keys(entry).every((key) => key === 'id' || key === 'message' || key === 'comment')
  );
}

/** A group or a list of texts, and not a value that only rides along (an icon component). */
function isGroup(entry: unknown): entry is Record<string, TextEntry> {
  if (Array.isArray(entry)) return true;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Object.getPrototypeOf(entry) === Object.prototype &&
    !('$$typeof' in entry)
  );
}

/**
 * Texts grouped as a feature's screens use them. Each message becomes a getter, so a text read
 * while drawing is in the language of that drawing; functions (texts with values) and nested
 * groups (options lists) stay as they are, their messages read the same way.
 */
export function defineTexts<T extends Record<string, TextEntry> | readonly TextEntry[]>(
  entries: T,
): Texts<T> {
  const texts = (Array.isArray(entries) ? [] : {}) as Record<string, unknown>;
  for (const [key, property] of Object.entries(Object.getOwnPropertyDescriptors(entries))) {
    if (key === 'length' && Array.isArray(entries)) continue;
    // A getter stays one: a text that reads another module's text when it is read.
    if (property.get) {
      Object.defineProperty(texts, key, { enumerable: true, get: property.get });
      continue;
    }
    const entry: unknown = property.value;
    if (isMessage(entry)) {
      Object.defineProperty(texts, key, { enumerable: true, get: () => t(entry) });
    } else if (isGroup(entry)) {
      texts[key] = defineTexts(entry);
    } else {
      texts[key] = entry;
    }
  }
  return texts as Texts<T>;
}
