/**
 * When the navigation bar hides, shows and looks scrolled (§2, §9), as a pure function of what
 * happened, so every threshold can be tested without a browser.
 *
 * Distances are measured from the point where the scroll direction last changed, so slow
 * scrolling adds up and a small jiggle back and forth never hides the bar. Hiding waits for
 * the hide delay; the hook that drives this starts a timer while `hidePending` is set and
 * reports `hideDelayElapsed` when it runs out.
 */
import { NAVBAR } from '../../../contract/constants';

export interface NavbarVisibility {
  /** Screens can switch the auto-hide off; then the bar always shows. */
  autoHide: boolean;
  hidden: boolean;
  /** The bar is about to hide once the delay has passed. */
  hidePending: boolean;
  /** The page is scrolled far enough for the bar to take its scrolled style. */
  scrolled: boolean;
  /** While the pointer is near the top the member is reaching for the bar: never hide it. */
  pointerNearTop: boolean;
  direction: 'up' | 'down';
  lastY: number;
  anchorY: number;
}

export type NavbarEvent =
  | { type: 'scroll'; y: number }
  | { type: 'pointer'; y: number }
  /** Keyboard focus entered the bar: a hidden bar must not hold the focused control. */
  | { type: 'focus' }
  | { type: 'hideDelayElapsed' }
  | { type: 'autoHide'; enabled: boolean };

export function initialNavbarVisibility(y = 0, autoHide = true): NavbarVisibility {
  const top = Math.max(0, y);
  return {
    autoHide,
    hidden: false,
    hidePending: false,
    scrolled: top > NAVBAR.scrolledAfterPx,
    pointerNearTop: false,
    direction: 'up',
    lastY: top,
    anchorY: top,
  };
}

/** Shows the bar and restarts the distance count, so hiding again takes a fresh scroll. */
function reveal(state: NavbarVisibility): NavbarVisibility {
  return { ...state, hidden: false, hidePending: false, anchorY: state.lastY };
}

function onScroll(state: NavbarVisibility, rawY: number): NavbarVisibility {
  // Elastic overscroll on touch devices reports negative offsets: that is still the top.
  const y = Math.max(0, rawY);
  const scrolled = y > NAVBAR.scrolledAfterPx;
  if (y === state.lastY) return scrolled === state.scrolled ? state : { ...state, scrolled };

  if (y < state.lastY) {
    const anchorY = state.direction === 'up' ? state.anchorY : state.lastY;
    return {
      ...state,
      scrolled,
      direction: 'up',
      anchorY,
      lastY: y,
      hidden: false,
      hidePending: false,
    };
  }

  const anchorY = state.direction === 'down' ? state.anchorY : state.lastY;
  const farEnough = y - anchorY > NAVBAR.hideAfterScrollPx;
  const hidePending =
    state.hidePending || (farEnough && state.autoHide && !state.pointerNearTop && !state.hidden);
  return { ...state, scrolled, direction: 'down', anchorY, lastY: y, hidePending };
}

export function navbarVisibilityReducer(
  state: NavbarVisibility,
  event: NavbarEvent,
): NavbarVisibility {
  switch (event.type) {
    case 'scroll':
      return onScroll(state, event.y);
    case 'pointer': {
      const near = event.y <= NAVBAR.revealPointerPx;
      if (near) return { ...reveal(state), pointerNearTop: true };
      return state.pointerNearTop ? { ...state, pointerNearTop: false } : state;
    }
    case 'focus':
      return state.hidden || state.hidePending ? reveal(state) : state;
    case 'hideDelayElapsed':
      return state.hidePending ? { ...state, hidden: true, hidePending: false } : state;
    case 'autoHide':
      if (event.enabled === state.autoHide) return state;
      return event.enabled
        ? { ...state, autoHide: true, anchorY: state.lastY }
        : { ...state, autoHide: false, hidden: false, hidePending: false };
  }
}
