import { numberFormat } from './format-message';
import { FORMAT_TAGS } from './locales';
import { activeLocale } from './texts';

/** A number alone (a day of the month, a count) in the reader's digits: 28, ২৮. */
export function readerNumber(value: number): string {
  return numberFormat(FORMAT_TAGS[activeLocale()], false).format(value);
}
