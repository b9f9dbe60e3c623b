/**
 * A part of a page drawn once it comes near the screen (lib/use-near-view.ts): below the fold
 * on a phone, its code and its data load when the reader scrolls towards it. The fallback
 * stands in until then, and while the part loads.
 */
import { Suspense, useRef, type ReactNode } from 'react';
import { useNearView } from '../lib/use-near-view';

export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  return (
    <div ref={box}>{near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>
  );
}
