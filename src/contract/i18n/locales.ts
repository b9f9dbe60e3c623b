/**
 * The languages the app speaks. English is the language the code is written in; every other
 * language has a catalog of translations (src/locales/<code>/messages.po).
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE = 'en' satisfies Locale;

/**
 * The tag dates, numbers and money are formatted with: British English as the club has always
 * written dates (28 Nov 2026), Bangla as written in Bangladesh (Bangla digits, the taka).
 */
export const FORMAT_TAGS: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };

/** Each language's name in itself, as a switch between languages shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of a reader's languages (a browser's `navigator.languages`, an Accept-Language
 * header's tags in order) that the app speaks, by its language subtag: bn-BD, bn-IN and bn all
 * read Bangla. English when none is.
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}

/** The tags of an Accept-Language header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter(({ tag, weight }) => tag && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
