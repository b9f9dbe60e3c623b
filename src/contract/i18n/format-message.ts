/**
 * Puts a member's values into a compiled message: the form Lingui's compiler gives an ICU
 * message ("{count, plural, one {# rider} other {# riders}}" becomes
 * [["count", "plural", {one: ["#", " rider"], other: ["#", " riders"]}]]). The build compiles
 * the English messages in the code (scripts/i18n-messages.ts) and the catalogs of the other
 * languages (@lingui/vite-plugin), so a phone never parses ICU; this is the small part that
 * runs, with `Intl` in the reader's language for plural rules and numbers.
 */

export type CompiledMessage = string | CompiledPart[];
type Choices = { offset?: number } & Record<string, CompiledMessage | number>;
type CompiledPart = string | [name: string, format?: string, options?: Choices | string];

export type MessageValue = string | number | null | undefined;
export type MessageValues = Record<string, MessageValue>;

/** Intl's formats are slow to build on a cheap phone: each is made once per language. */
const made = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

function once<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, build: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = build();
    made.set(key, format);
  }
  return format;
}

const pluralRules = (tag: string, type: Intl.PluralRulesOptions['type']) =>
  once(`p|${tag}|${type}`, () => new Intl.PluralRules(tag, { type }));

/**
 * `{n, number}` with thousands marks; a number alone in a sentence (`{n}`: a count, an order's
 * number) without. Dates and money come formatted (lib/dates.ts, lib/money.ts).
 */
export const numberFormat = (tag: string, grouped: boolean) =>
  once(`n|${tag}|${grouped}`, () => new Intl.NumberFormat(tag, { useGrouping: grouped }));

function partsOf(message: CompiledMessage | number | undefined): CompiledPart[] {
  if (message === undefined) return [];
  return typeof message === 'object' ? message : [String(message)];
}

function render(
  parts: CompiledPart[],
  values: MessageValues,
  tag: string,
  count: string | undefined,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part === '#' && count !== undefined ? count : part;
      continue;
    }
    const [name, format, options] = part;
    const value = values[name];
    if (format === 'plural' || format === 'selectordinal') {
      const choices = (options ?? {}) as Choices;
      const amount = Number(value) - (choices.offset ?? 0);
      const rules = pluralRules(tag, format === 'plural' ? 'cardinal' : 'ordinal');
      const branch =
        choices[String(Number(value))] ?? choices[rules.select(amount)] ?? choices.other;
      out += render(partsOf(branch), values, tag, numberFormat(tag, true).format(amount));
    } else if (format === 'select') {
      const choices = (options ?? {}) as Choices;
      out += render(partsOf(choices[String(value)] ?? choices.other), values, tag, count);
    } else if (format === 'number') {
      out += numberFormat(tag, true).format(Number(value));
    } else if (typeof value === 'number') {
      out += numberFormat(tag, false).format(value);
    } else {
      out += value == null ? '' : String(value);
    }
  }
  return out;
}

/** The message with its values in place, in the language `tag` names (en-GB, bn-BD). */
export function formatMessage(
  message: CompiledMessage,
  values: MessageValues,
  tag: string,
): string {
  return typeof message === 'string' ? message : render(message, values, tag, undefined);
}
