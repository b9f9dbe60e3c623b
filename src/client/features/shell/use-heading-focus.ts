/**
 * After a move to another screen, the focus goes to the new screen's h1 (heading-focus.ts says
 * why and when). Only the move is noticed here; the code that focuses loads with the first move,
 * so the first screen does not carry it.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';

export function useHeadingFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  // The address the router has finished loading: its screen is the one drawn.
  const path = useRouterState({
    select: (state) => (state.status === 'idle' ? state.resolvedLocation?.pathname : undefined),
  });
  // The screen shown before: none on the first load. A change of the search alone (a tab, a
  // filter, a page of a list) is not a move to another screen.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const box = main.current;
    if (path === undefined || !box || path === shown.current) return;
    const first = shown.current === null;
    shown.current = path;
    if (first) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./heading-focus').then(({ focusNewScreen }) => {
      if (!cancelled) stop = focusNewScreen(box);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [path, main]);
}
