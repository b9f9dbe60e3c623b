import { describe, expect, it } from 'vitest';
import type { Jersey } from '../../../contract/merchandise';
import { localQuote, priceRange } from './figures';

const jersey = {
  prices: {
    baby: { half: 60000, full: 70000 },
    kids: { half: 80000, full: 90000 },
    adult: { half: 120000, full: 135000 },
  },
} as Jersey;
const settings = {
  currency: 'BDT',
  jerseyDeliveryCharges: { pickup: 0, home: 7000, courier: 11000 },
};

describe('the pre-order total on the screen', () => {
  it("takes the price of the size's group and the sleeve, times the quantity, plus delivery", () => {
    expect(
      localQuote(
        jersey,
        { size: 'kids-5-6', sleeve: 'full', quantity: 2, option: 'courier' },
        settings,
      ),
    ).toEqual({
      unitPrice: 90000,
      quantity: 2,
      itemsTotal: 180000,
      deliveryCharge: 11000,
      total: 191000,
      currency: 'BDT',
    });
    expect(
      localQuote(
        jersey,
        { size: 'regular-3xl', sleeve: 'half', quantity: 1, option: 'pickup' },
        settings,
      )?.total,
    ).toBe(120000);
  });

  it('has no total without a known size or a whole quantity', () => {
    expect(
      localQuote(jersey, { size: 'huge', sleeve: 'half', quantity: 1, option: 'home' }, settings),
    ).toBeNull();
    expect(
      localQuote(
        jersey,
        { size: 'baby-0-1', sleeve: 'half', quantity: 0, option: 'home' },
        settings,
      ),
    ).toBeNull();
  });

  it('shows the range from the cheapest to the dearest price', () => {
    expect(priceRange(jersey)).toEqual({ low: 60000, high: 135000 });
  });
});
