/**
 * Puts the cursor in a screen's first field once the screen has been painted. React's
 * `autoFocus` focuses while it commits the page, and focusing makes the browser lay out the
 * whole new page there and then, inside the same task: on a cheap phone that lengthens the
 * first screen's longest task by a third. After the paint the layout is done and focusing
 * costs nothing. A field the member has already tapped keeps the cursor; the link or button
 * that opened the screen does not.
 */
import { useEffect, useRef } from 'react';
import { afterPaint } from './load-late';

export function useFocusAfterPaint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    let left = false;
    void afterPaint().then(() => {
      if (!left && !typingElsewhere()) ref.current?.focus();
    });
    return () => {
      left = true;
    };
  }, []);
  return ref;
}

function typingElsewhere(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  return active.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName);
}
