import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes the element to end at the bottom of the visible viewport, whatever sits above it (the
 * header, the offline strip that comes and goes) and however tall the phone's keyboard is, so
 * the input under the list stays in view. CSS alone cannot know the strip's height.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const viewport = window.visualViewport?.height ?? window.innerHeight;
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(240, viewport - top)}px`;
    };
    fit();
    const above = new ResizeObserver(fit);
    // What is above the screen changes its top: the main area's first children and the header.
    // The main area keeps its size when the offline strip leaves (it is at least a screen
    // tall), so a strip coming or going is watched for as well.
    const arrivals = new MutationObserver(fit);
    const main = element.parentElement;
    if (main) {
      above.observe(main);
      arrivals.observe(main, { childList: true });
    }
    window.addEventListener('resize', fit);
    window.visualViewport?.addEventListener('resize', fit);
    return () => {
      above.disconnect();
      arrivals.disconnect();
      window.removeEventListener('resize', fit);
      window.visualViewport?.removeEventListener('resize', fit);
    };
  }, [ref]);
}
