import { act, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NavbarAutoHideProvider,
  useNavbarAutoHide,
  useNavbarAutoHideEnabled,
} from '../../components/navbar-auto-hide';
import { useNavbarVisibility } from './use-navbar-visibility';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}
function movePointer(clientY: number) {
  act(() => {
    window.dispatchEvent(new MouseEvent('mousemove', { clientY }));
  });
}
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useNavbarVisibility', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides 500 ms after scrolling down 11 px, not before', () => {
    const { result } = renderHook(() => useNavbarVisibility(true));
    scrollTo(11);
    wait(499);
    expect(result.current.hidden).toBe(false);
    wait(1);
    expect(result.current.hidden).toBe(true);
  });

  it('never hides after scrolling down 10 px', () => {
    const { result } = renderHook(() => useNavbarVisibility(true));
    scrollTo(10);
    wait(2000);
    expect(result.current.hidden).toBe(false);
  });

  it('does not restart the delay while the member keeps scrolling down', () => {
    const { result } = renderHook(() => useNavbarVisibility(true));
    scrollTo(20);
    wait(300);
    scrollTo(80);
    wait(200);
    expect(result.current.hidden).toBe(true);
  });

  it('calls the hide off when the member scrolls up within the delay', () => {
    const { result } = renderHook(() => useNavbarVisibility(true));
    scrollTo(50);
    wait(300);
    scrollTo(45);
    wait(1000);
    expect(result.current.hidden).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows again when the pointer comes within 80 px of the top', () => {
    const { result } = renderHook(() => useNavbarVisibility(true));
    scrollTo(200);
    wait(500);
    expect(result.current.hidden).toBe(true);
    movePointer(81);
    expect(result.current.hidden).toBe(true);
    movePointer(80);
    expect(result.current.hidden).toBe(false);
  });

  it('shows again when keyboard focus enters the bar', () => {
    const { result } = renderHook(() => useNavbarVisibility(true));
    scrollTo(200);
    wait(500);
    act(() => result.current.onFocus());
    expect(result.current.hidden).toBe(false);
  });

  it('reports the scrolled style past 30 px', () => {
    const { result } = renderHook(() => useNavbarVisibility(true));
    scrollTo(30);
    expect(result.current.scrolled).toBe(false);
    scrollTo(31);
    expect(result.current.scrolled).toBe(true);
  });

  it('stays shown while auto-hide is off, and shows at once when switched off', () => {
    const { result, rerender } = renderHook(({ on }) => useNavbarVisibility(on), {
      initialProps: { on: false },
    });
    scrollTo(300);
    wait(1000);
    expect(result.current.hidden).toBe(false);
    rerender({ on: true });
    scrollTo(400);
    wait(500);
    expect(result.current.hidden).toBe(true);
    rerender({ on: false });
    expect(result.current.hidden).toBe(false);
  });

  it('leaves no timer behind when the bar unmounts', () => {
    const { unmount } = renderHook(() => useNavbarVisibility(true));
    scrollTo(100);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useNavbarAutoHide', () => {
  function Reader() {
    return <p>auto-hide {useNavbarAutoHideEnabled() ? 'on' : 'off'}</p>;
  }
  function Asker({ enabled }: { enabled: boolean }) {
    useNavbarAutoHide(enabled);
    return null;
  }
  function Screens() {
    const [chat, setChat] = useState(false);
    const [pinned, setPinned] = useState(false);
    return (
      <NavbarAutoHideProvider>
        <Reader />
        <button onClick={() => setChat((v) => !v)}>chat</button>
        <button onClick={() => setPinned((v) => !v)}>pinned</button>
        {chat && <Asker enabled={false} />}
        {pinned && <Asker enabled={true} />}
      </NavbarAutoHideProvider>
    );
  }

  it('is on by default, and a mounted screen switches it for as long as it is mounted', () => {
    render(<Screens />);
    expect(screen.getByText('auto-hide on')).toBeInTheDocument();
    act(() => screen.getByText('chat').click());
    expect(screen.getByText('auto-hide off')).toBeInTheDocument();
    // The most recent ask wins; when it goes, the earlier one applies again.
    act(() => screen.getByText('pinned').click());
    expect(screen.getByText('auto-hide on')).toBeInTheDocument();
    act(() => screen.getByText('pinned').click());
    expect(screen.getByText('auto-hide off')).toBeInTheDocument();
    act(() => screen.getByText('chat').click());
    expect(screen.getByText('auto-hide on')).toBeInTheDocument();
  });

  it('does nothing outside the shell', () => {
    expect(() => render(<Asker enabled={false} />)).not.toThrow();
  });
});
