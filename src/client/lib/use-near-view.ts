/**
 * Whether a box has come on screen or near it, once: it stays true after. A part of a page that
 * is below the fold on a phone (a ride's map, its chat) loads and draws when the rider scrolls
 * towards it, not while the page starts. Watching starts once the page has settled: while it
 * starts, the parts above are still skeletons, shorter than what they become, and everything
 * looks near.
 *
 * With `early`, the part also loads once the page has settled and the browser is idle, or as soon
 * as a key is pressed on the page: a reader who does not scroll does not meet a grey box, and a
 * keyboard user tabbing down the page finds the part's controls on the first pass, not after
 * scrolling to it (the map leaves it out: its tiles cost a rider's data).
 */
import { useEffect, useState, type RefObject } from 'react';
import { afterFirstScreen } from './load-late';

/** How far below the screen a box counts as near: about a thumb's scroll. */
const NEAR = '150px 0px';

export function useNearView(
  box: RefObject<HTMLElement | null>,
  { early = false }: { early?: boolean } = {},
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    let stopped = false;
    let observer: IntersectionObserver | undefined;
    const come = () => {
      if (!stopped) setNear(true);
    };
    if (early) document.addEventListener('keydown', come, { once: true, capture: true });
    void afterFirstScreen().then(() => {
      if (stopped) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) come();
        },
        { rootMargin: NEAR },
      );
      observer.observe(element);
      // The page above has drawn its data by the next idle moment after the first screen's.
      if (early) void afterFirstScreen().then(come);
    });
    return () => {
      stopped = true;
      observer?.disconnect();
      document.removeEventListener('keydown', come, { capture: true });
    };
  }, [box, near, early]);
  return near;
}
