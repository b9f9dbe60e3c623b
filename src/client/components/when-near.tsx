/**
 * A part of a page drawn once it comes near the screen, or once the page is idle, or at the
 * first key pressed (lib/use-near-view.ts, `early`): below the fold on a phone, its code and its
 * data do not hold up the page's start, and the part is there for a reader who does not scroll
 * and for a keyboard user's first pass. The fallback stands in until then, and while it loads.
 */
import { Suspense, useRef, type ReactNode } from 'react';
import { useNearView } from '../lib/use-near-view';

export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box, { early: true });
  return (
    <div ref={box}>{near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>
  );
}
