import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FROM_CACHE_HEADER } from '../../../contract/pwa';
import { noteServerReached, onReconnect, useOnline } from './connectivity';

afterEach(() => {
  act(() => noteServerReached(true));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server's answers to the app's checks, in turn: 'down' (no answer), 'cache' or 'up'. */
function serverAnswers(...answers: Array<'down' | 'cache' | 'up'>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const answer = answers.shift() ?? 'up';
      if (answer === 'down') throw new TypeError('Failed to fetch');
      return new Response('{}', {
        headers: answer === 'cache' ? { [FROM_CACHE_HEADER]: new Date().toISOString() } : {},
      });
    }),
  );
  return asked;
}

describe('whether the server can be reached', () => {
  it('counts a call with no answer as offline, even while the browser says online', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => noteServerReached(false));
    expect(navigator.onLine).toBe(true);
    expect(result.current).toBe(false);
  });

  it('asks the server again until it answers, then tells who waits for it', async () => {
    vi.useFakeTimers();
    const asked = serverAnswers('down', 'cache', 'up');
    const reconnected = vi.fn();
    const stop = onReconnect(reconnected);
    const { result } = renderHook(() => useOnline());

    act(() => noteServerReached(false));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(asked).toEqual(['/api/health']);
    expect(result.current).toBe(false);
    // A reply from the service worker's cache is not the server.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked).toHaveLength(2);
    expect(result.current).toBe(false);
    expect(reconnected).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(asked).toHaveLength(3);
    expect(result.current).toBe(true);
    expect(reconnected).toHaveBeenCalledTimes(1);
    stop();
  });

  it("takes the browser's word when its network comes back", () => {
    const reconnected = vi.fn();
    const stop = onReconnect(reconnected);
    const { result } = renderHook(() => useOnline());
    act(() => noteServerReached(false));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
    expect(reconnected).toHaveBeenCalledTimes(1);
    stop();
  });
});
