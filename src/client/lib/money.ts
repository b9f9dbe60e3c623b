/**
 * Money on the screens: amounts are integers in the currency's smallest unit (contract
 * settings.ts), shown with the browser's number formatting and the currency's symbol. Whole
 * amounts drop the decimals, as price tags do.
 */
import type { Locale } from '../../contract/i18n/locales';
import { MINOR_PER_MAJOR } from '../../contract/settings-constants';
import { currentLanguage } from './i18n/language';

const formatters = new Map<string, (major: number) => string>();

function formatter(currency: string, fractionDigits: number, locale: string) {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let found = formatters.get(key);
  if (!found) {
    const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    try {
      const format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        // 'symbol' and not the narrow one: many phones lack a font with the taka sign, and
        // 'BDT 1,250' is what the club's members read on their receipts.
        currencyDisplay: 'symbol',
        ...digits,
      });
      found = (major) => format.format(major);
    } catch {
      // A code this browser does not know still reads as an amount and its code.
      const format = new Intl.NumberFormat(locale, digits);
      found = (major) => `${format.format(major)} ${currency}`;
    }
    formatters.set(key, found);
  }
  return found;
}

/**
 * How each language writes an amount: 'BDT 1,250' in English (the receipts' way), '১,২৫০৳' in
 * Bangla, with Bangla digits and the taka sign its font has.
 */
const MONEY_TAGS: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

/** 'BDT 1,250' for 125000 BDT minor units; 'BDT 1,250.50' when there are poisha. */
export function formatMoney(
  minor: number,
  currency: string,
  locale = MONEY_TAGS[currentLanguage()],
): string {
  const fractionDigits = minor % MINOR_PER_MAJOR === 0 ? 0 : 2;
  return formatter(currency, fractionDigits, locale)(minor / MINOR_PER_MAJOR);
}
