import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('reads integer minor units as the major amount with the currency symbol', () => {
    expect(formatMoney(125_000, 'BDT')).toBe('BDT\u00a01,250');
    expect(formatMoney(125_050, 'BDT')).toBe('BDT\u00a01,250.50');
    expect(formatMoney(5, 'BDT')).toBe('BDT\u00a00.05');
    expect(formatMoney(0, 'BDT')).toBe('BDT\u00a00');
  });

  it('uses the currency the club settings name', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(1_000_000, 'EUR')).toBe('€10,000');
  });

  it('follows the locale asked for', () => {
    expect(formatMoney(125_050, 'EUR', 'de-DE')).toBe('1.250,50\u00a0€');
  });

  it('never shows a float rounding error', () => {
    expect(formatMoney(10 + 20, 'USD')).toBe('$0.30');
    expect(formatMoney(110 * 3, 'USD')).toBe('$3.30');
  });

  it('still shows an amount for a code the browser does not know', () => {
    expect(formatMoney(1000, 'ZZZ')).toMatch(/10/);
  });
});
