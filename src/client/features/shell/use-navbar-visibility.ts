import { useEffect, useState } from 'react';
import { NAVBAR } from '../../../contract/constants';
import {
  initialNavbarVisibility,
  navbarVisibilityReducer,
  type NavbarEvent,
} from './navbar-visibility';

export interface NavbarView {
  hidden: boolean;
  scrolled: boolean;
}

/**
 * Holds the bar's state outside React: scroll and mouse events come many times a frame, and
 * the header should re-render only when what it shows (hidden, scrolled) changes. Also owns
 * the hide-delay timer, started when a hide becomes pending and cancelled when it stops being.
 */
function createNavbarController(show: (view: NavbarView) => void) {
  let state = initialNavbarVisibility(window.scrollY);
  let timer: ReturnType<typeof setTimeout> | null = null;

  function dispatch(event: NavbarEvent): void {
    const previous = state;
    state = navbarVisibilityReducer(state, event);
    if (state.hidePending && !timer) {
      timer = setTimeout(() => {
        timer = null;
        dispatch({ type: 'hideDelayElapsed' });
      }, NAVBAR.hideDelayMs);
    } else if (!state.hidePending && timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (previous.hidden !== state.hidden || previous.scrolled !== state.scrolled)
      show({ hidden: state.hidden, scrolled: state.scrolled });
  }

  function stopTimer(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    // A hide that was waiting for the timer must not stay pending with no timer to end it.
    if (state.hidePending) state = { ...state, hidePending: false };
  }

  return { dispatch, stopTimer };
}

/**
 * Drives the navigation bar from window scrolling and pointer movement (§2, §9). Returns what
 * to show and `onFocus`, to be called when keyboard focus enters the bar.
 */
export function useNavbarVisibility(autoHide: boolean): NavbarView & { onFocus: () => void } {
  const [view, setView] = useState<NavbarView>(() => ({
    hidden: false,
    scrolled: initialNavbarVisibility(window.scrollY).scrolled,
  }));
  const [controller] = useState(() => createNavbarController(setView));

  useEffect(() => {
    controller.dispatch({ type: 'autoHide', enabled: autoHide });
  }, [autoHide, controller]);

  useEffect(() => {
    const onScroll = () => controller.dispatch({ type: 'scroll', y: window.scrollY });
    const onPointer = (event: MouseEvent) =>
      controller.dispatch({ type: 'pointer', y: event.clientY });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('mousemove', onPointer, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('mousemove', onPointer);
      controller.stopTimer();
    };
  }, [controller]);

  return { ...view, onFocus: () => controller.dispatch({ type: 'focus' }) };
}
