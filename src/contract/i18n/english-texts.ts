import type { Message } from './texts';

/**
 * Texts that stay English where they are read: messages given to a zod schema when it is built.
 * Their marks put them in the catalogs; whoever shows them translates them then.
 */
export function englishTexts<T extends Record<string, Message>>(
  texts: T,
): { readonly [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.id])) as {
    readonly [K in keyof T]: string;
  };
}
