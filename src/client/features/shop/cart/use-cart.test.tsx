import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testProduct } from '../test-product';
import { CART_DB_NAME, cartDb } from './cart-db';
import { GUEST_OWNER, rememberCart } from './cart-count';
import { addToCart } from './cart-store';
import { useCart } from './use-cart';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const cartDbExists = async () =>
  (await indexedDB.databases()).some((database) => database.name === CART_DB_NAME);

afterEach(async () => {
  localStorage.clear();
  await cartDb().delete({ disableAutoOpen: false });
});

describe("a visitor's cart on a product", () => {
  it('is drawn empty without opening the database, and read from it once a line is added', async () => {
    rememberCart(GUEST_OWNER, []);
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current).toMatchObject({ owner: GUEST_OWNER, lines: [], loaded: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cartDbExists()).toBe(false);

    await act(() => addToCart(GUEST_OWNER, testProduct({ id: 5, quantityAvailable: 4 }), 2));
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    expect(result.current.lines[0]).toMatchObject({ productId: 5, quantity: 2 });
    expect(localStorage.getItem('club-cart-lines:guest')).toBe('1');
  });
});

describe('a first visit', () => {
  it('learns that the cart is empty when the device has no cart database, without making one', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.lines).toEqual([]);
    expect(localStorage.getItem('club-cart-lines:guest')).toBe('0');
    expect(await cartDbExists()).toBe(false);
  });
});
