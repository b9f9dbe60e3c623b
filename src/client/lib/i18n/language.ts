/**
 * The language this page speaks. A first visit follows the device's languages; a choice made
 * with the language switch is kept on the device, and a member's is kept on the server too
 * (their e-mails and pushes follow it, and every device they sign in on). Switching draws the
 * page again in the new language (routes/__root.tsx) without a reload: what is typed stays.
 */
import { useSyncExternalStore } from 'react';
import { isLocale, matchLocale, SOURCE_LOCALE, type Locale } from '../../../contract/i18n/locales';
import { setCatalogSource, type Catalog } from '../../../contract/i18n/texts';
import { storedValue } from '../stored-value';

const chosen = storedValue('language');

/** Each language's compiled catalog, in a file of its own: an English reader loads none. */
const CATALOGS: Record<Exclude<Locale, typeof SOURCE_LOCALE>, () => Promise<Catalog>> = {
  bn: () =>
    import('../../../locales/bn/messages.po').then(({ messages }) => ({ locale: 'bn', messages })),
};

const loaded = new Map<Locale, Catalog>([[SOURCE_LOCALE, { locale: SOURCE_LOCALE, messages: {} }]]);
let active = loaded.get(SOURCE_LOCALE) as Catalog;
setCatalogSource(() => active);

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

async function catalogOf(locale: Locale): Promise<Catalog> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalog = await CATALOGS[locale as keyof typeof CATALOGS]();
  loaded.set(locale, catalog);
  return catalog;
}

function speak(catalog: Catalog): void {
  active = catalog;
  document.documentElement.lang = catalog.locale;
}

/** Before the first drawing: the device's language, its catalog loaded (English has none). */
export async function startLanguage(): Promise<void> {
  const language = deviceLanguage();
  if (language === SOURCE_LOCALE) return;
  try {
    speak(await catalogOf(language));
  } catch {
    // The catalog's file could not load (offline before the app was saved): English stands.
  }
}

/**
 * Speaks `language` from now on: its catalog loaded, the page drawn again, the choice kept on
 * this device. False when the catalog could not load (offline before the app was saved).
 */
export async function switchLanguage(language: Locale): Promise<boolean> {
  let catalog: Catalog;
  try {
    catalog = await catalogOf(language);
  } catch {
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
