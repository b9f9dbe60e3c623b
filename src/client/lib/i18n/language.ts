/**
 * The language this page speaks. A first visit follows the device's languages; a choice made
 * with the language switch is kept on the device, and a member's is kept on the server too
 * (their e-mails and pushes follow it, and every device they sign in on). Switching draws the
 * page again in the new language (routes/__root.tsx) without a reload: what is typed stays.
 */
import { useSyncExternalStore } from 'react';
import type { CompiledMessage } from '../../../contract/i18n/format-message';
import {
  isLocale,
  LOCALES,
  matchLocale,
  SOURCE_LOCALE,
  type Locale,
} from '../../../contract/i18n/locales';
import { setCatalogSource, type Catalog } from '../../../contract/i18n/texts';
import { storedValue } from '../stored-value';

const chosen = storedValue('language');

/** Where each language's translations of one chunk of the app are (scripts/i18n-messages.ts). */
type TextParts = Partial<Record<Locale, string>>;

declare global {
  // Each chunk with texts pushes its parts as it starts; once this module runs, a push loads
  // the part of the page's language before the chunk goes on (it awaits the push).
  var __textParts: TextParts[] | { push(parts: TextParts): Promise<void> | undefined } | undefined;
}

const catalogs = new Map<Locale, Catalog>(
  LOCALES.map((locale) => [locale, { locale, messages: {} as Record<string, CompiledMessage> }]),
);
let active = catalogs.get(SOURCE_LOCALE) as Catalog;
setCatalogSource(() => active);
/** The language spoken, or about to be while its texts load: new chunks load theirs for it. */
let wanted: Locale = SOURCE_LOCALE;

const parts: TextParts[] = [];
const partsLoaded = new Set<string>();

async function loadParts(locale: Locale, wanted: TextParts[]): Promise<void> {
  const messages = catalogs.get(locale)!.messages as Record<string, CompiledMessage>;
  if (import.meta.env.DEV) {
    // No chunks in development and tests: the whole catalog at once.
    const whole = { bn: () => import('virtual:i18n-catalog/bn') }[locale as 'bn'];
    if (whole) Object.assign(messages, (await whole()).default);
    return;
  }
  await Promise.all(
    wanted.map(async (part) => {
      const file = part[locale];
      if (!file || partsLoaded.has(file)) return;
      const loaded = (await import(/* @vite-ignore */ `/${file}`)) as { default: typeof messages };
      Object.assign(messages, loaded.default);
      partsLoaded.add(file);
    }),
  );
}

const queued = Array.isArray(globalThis.__textParts) ? globalThis.__textParts : [];
parts.push(...queued);
globalThis.__textParts = {
  push(more: TextParts) {
    parts.push(more);
    if (wanted === SOURCE_LOCALE) return undefined;
    // A part that cannot load (offline before the app was saved) leaves its texts in English.
    return loadParts(wanted, [more]).catch(() => undefined);
  },
};

const listeners = new Set<() => void>();

/** The language chosen on this device, or the first of the device's that the app speaks. */
export function deviceLanguage(): Locale {
  const stored = chosen.get();
  if (isLocale(stored)) return stored;
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function currentLanguage(): Locale {
  return active.locale;
}

/** The language's translations of every chunk the page has run so far. */
async function catalogOf(locale: Locale): Promise<Catalog> {
  if (locale !== SOURCE_LOCALE) await loadParts(locale, parts);
  return catalogs.get(locale)!;
}

function speak(catalog: Catalog): void {
  active = catalog;
  document.documentElement.lang = catalog.locale;
}

/** Before the first drawing: the device's language, its catalog loaded (English has none). */
export async function startLanguage(): Promise<void> {
  const language = deviceLanguage();
  if (language === SOURCE_LOCALE) return;
  wanted = language;
  try {
    speak(await catalogOf(language));
  } catch {
    // The catalog's file could not load (offline before the app was saved): English stands.
    wanted = active.locale;
  }
}

/**
 * Speaks `language` from now on: its catalog loaded, the page drawn again, the choice kept on
 * this device. False when the catalog could not load (offline before the app was saved).
 */
export async function switchLanguage(language: Locale): Promise<boolean> {
  let catalog: Catalog;
  wanted = language;
  try {
    catalog = await catalogOf(language);
  } catch {
    wanted = active.locale;
    return false;
  }
  chosen.set(language);
  if (catalog !== active) {
    speak(catalog);
    for (const listener of listeners) listener();
  }
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language of the page, drawing again when it changes. */
export function useLanguage(): Locale {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
