/**
 * Whether a box has come on screen or near it, once: it stays true after. A part of a page that
 * is below the fold on a phone (a ride's map, its chat) loads and draws when the rider scrolls
 * towards it, not while the page starts, and a rider who never scrolls there never loads it.
 * Watching starts once the page has settled: while it starts, the parts above are still
 * skeletons, shorter than what they become, and everything looks near.
 */
import { useEffect, useState, type RefObject } from 'react';
import { afterFirstScreen } from './load-late';

/** How far below the screen a box counts as near: about a thumb's scroll. */
const NEAR = '150px 0px';

export function useNearView(box: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    let stopped = false;
    let observer: IntersectionObserver | undefined;
    void afterFirstScreen().then(() => {
      if (stopped) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer?.disconnect();
          }
        },
        { rootMargin: NEAR },
      );
      observer.observe(element);
    });
    return () => {
      stopped = true;
      observer?.disconnect();
    };
  }, [box, near]);
  return near;
}
