import { describe, expect, it } from 'vitest';
import { NAVBAR } from '../../../contract/constants';
import {
  initialNavbarVisibility,
  navbarVisibilityReducer,
  type NavbarEvent,
  type NavbarVisibility,
} from './navbar-visibility';

function run(events: NavbarEvent[], start = initialNavbarVisibility()): NavbarVisibility {
  return events.reduce(navbarVisibilityReducer, start);
}
const scroll = (y: number): NavbarEvent => ({ type: 'scroll', y });
const pointer = (y: number): NavbarEvent => ({ type: 'pointer', y });
const elapsed: NavbarEvent = { type: 'hideDelayElapsed' };

describe('navbar visibility', () => {
  it('uses the thresholds of §9', () => {
    expect(NAVBAR).toEqual({
      scrolledAfterPx: 30,
      hideAfterScrollPx: 10,
      revealPointerPx: 80,
      hideDelayMs: 500,
    });
  });

  it('starts shown, not scrolled, at the top', () => {
    const state = initialNavbarVisibility();
    expect(state).toMatchObject({ hidden: false, hidePending: false, scrolled: false });
  });

  describe('hiding on scroll down', () => {
    it('does not hide after exactly 10 px', () => {
      const state = run([scroll(10), elapsed]);
      expect(state.hidePending).toBe(false);
      expect(state.hidden).toBe(false);
    });

    it('asks to hide after 11 px, and hides only when the delay has passed', () => {
      const pending = run([scroll(11)]);
      expect(pending).toMatchObject({ hidePending: true, hidden: false });
      expect(navbarVisibilityReducer(pending, elapsed)).toMatchObject({
        hidePending: false,
        hidden: true,
      });
    });

    it('adds up small steps in the same direction', () => {
      expect(run([scroll(4), scroll(8), scroll(10)]).hidePending).toBe(false);
      expect(run([scroll(4), scroll(8), scroll(11)]).hidePending).toBe(true);
    });

    it('measures from where the direction last changed, not from the top', () => {
      // Down to 200 and hidden, back up to 150 (shown), then down again.
      const upAt150 = run([scroll(200), elapsed, scroll(150)]);
      expect(upAt150.hidden).toBe(false);
      expect(run([scroll(160)], upAt150).hidePending).toBe(false);
      expect(run([scroll(161)], upAt150).hidePending).toBe(true);
    });

    it('treats a page opened already scrolled as the starting point', () => {
      const start = initialNavbarVisibility(500);
      expect(run([scroll(510)], start).hidePending).toBe(false);
      expect(run([scroll(511)], start).hidePending).toBe(true);
    });

    it('keeps one pending hide while scrolling on, and stays hidden further down', () => {
      const pending = run([scroll(20), scroll(60), scroll(100)]);
      expect(pending.hidePending).toBe(true);
      const hidden = run([elapsed, scroll(300)], pending);
      expect(hidden).toMatchObject({ hidden: true, hidePending: false });
    });

    it('ignores a late timer once the hide was called off', () => {
      const state = run([scroll(50), scroll(40), elapsed]);
      expect(state.hidden).toBe(false);
    });

    it('reads elastic overscroll above the top as the top', () => {
      expect(run([scroll(-40), scroll(10)]).hidePending).toBe(false);
    });
  });

  describe('showing again', () => {
    const hidden = run([scroll(400), elapsed]);

    it('shows on any scroll up', () => {
      expect(hidden.hidden).toBe(true);
      expect(run([scroll(399)], hidden)).toMatchObject({ hidden: false, hidePending: false });
    });

    it('cancels a pending hide on scroll up', () => {
      const state = run([scroll(50), scroll(49)]);
      expect(state.hidePending).toBe(false);
    });

    it('shows when the pointer is at 80 px from the top, not at 81', () => {
      expect(run([pointer(81)], hidden).hidden).toBe(true);
      expect(run([pointer(80)], hidden).hidden).toBe(false);
      expect(run([pointer(0)], hidden).hidden).toBe(false);
    });

    it('does not hide while the pointer stays near the top', () => {
      const state = run([pointer(40), scroll(100), elapsed]);
      expect(state.hidden).toBe(false);
    });

    it('needs a fresh scroll to hide once the pointer has left', () => {
      const revealed = run([pointer(40), pointer(300)], hidden);
      expect(revealed).toMatchObject({ hidden: false, pointerNearTop: false });
      expect(run([scroll(410)], revealed).hidePending).toBe(false);
      expect(run([scroll(411)], revealed).hidePending).toBe(true);
    });

    it('shows when keyboard focus enters the bar', () => {
      expect(run([{ type: 'focus' }], hidden).hidden).toBe(false);
      expect(run([scroll(50), { type: 'focus' }, elapsed]).hidden).toBe(false);
    });
  });

  describe('scrolled style', () => {
    it('is off at 30 px and on at 31 px', () => {
      expect(run([scroll(30)]).scrolled).toBe(false);
      expect(run([scroll(31)]).scrolled).toBe(true);
    });

    it('goes again when scrolled back to 30 px', () => {
      expect(run([scroll(100), scroll(30)]).scrolled).toBe(false);
    });

    it('is set for a page opened already scrolled', () => {
      expect(initialNavbarVisibility(31).scrolled).toBe(true);
    });
  });

  describe('auto-hide switched off by a screen', () => {
    it('never hides, but still takes the scrolled style', () => {
      const off = initialNavbarVisibility(0, false);
      const state = run([scroll(500), elapsed], off);
      expect(state).toMatchObject({ hidden: false, hidePending: false, scrolled: true });
    });

    it('shows a hidden bar at once when switched off', () => {
      const hidden = run([scroll(400), elapsed]);
      const off = run([{ type: 'autoHide', enabled: false }], hidden);
      expect(off).toMatchObject({ autoHide: false, hidden: false, hidePending: false });
    });

    it('hides again after a fresh scroll when switched back on', () => {
      const on = run([
        { type: 'autoHide', enabled: false },
        scroll(300),
        { type: 'autoHide', enabled: true },
      ]);
      expect(run([scroll(310)], on).hidePending).toBe(false);
      expect(run([scroll(311)], on).hidePending).toBe(true);
    });
  });

  it('returns the same state when nothing changes, so nothing re-renders', () => {
    const state = run([scroll(100), elapsed]);
    expect(navbarVisibilityReducer(state, scroll(100))).toBe(state);
    expect(navbarVisibilityReducer(state, pointer(500))).toBe(state);
    expect(navbarVisibilityReducer(state, elapsed)).toBe(state);
  });
});
