/**
 * Loading parts of the app after the first screen (docs/architecture.md, Speed and screens: heavy
 * things load late). The first screen needs only what it draws; menus, notices and the outbox load
 * when the member reaches for them, or when the page has settled.
 */
import { lazy, type ComponentType } from 'react';
import { failedChunk, importAfresh } from './import-afresh';

/**
 * Resolves once the page has loaded and the browser is idle (or 3 s after the load at the
 * latest): for work the first screen does not need, so it never competes with it.
 */
export function afterFirstScreen(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window)
          requestIdleCallback(() => resolve(), { timeout: 3000 });
        else setTimeout(resolve, 200);
      }),
  );
}

/**
 * Resolves at the member's first move on the page (a key, a press, a field taking the focus):
 * for code that only answers what a member does, such as saying a form's mistakes aloud, so a
 * visitor who only reads never fetches it.
 */
export function afterFirstInput(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const go = () => {
      for (const name of events) document.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of events) document.addEventListener(name, go, true);
  });
}

/**
 * Resolves just after the browser's next paint: for code a screen wants soon but not for its
 * first drawing. Asked for while React commits, a file's request starts before that paint, and
 * the paint of the screen's largest text counts as waiting for it.
 */
export function afterPaint(): Promise<void> {
  // The frame's callback runs before its paint; the timer's task comes after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * Imports a module, and when that fails (offline before the service worker holds the chunk)
 * tries again once the browser is back online, under a fresh address, instead of failing the
 * screen.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    const address = failedChunk(error);
    const again = address ? () => importAfresh<T>(address) : load;
    return new Promise<T>((resolve) =>
      window.addEventListener('online', () => resolve(importWhenOnline(again)), { once: true }),
    );
  });
}

/**
 * Handlers for the button that opens a lazy part: near it (pointer, focus, a touch starting),
 * the part's code starts loading, to be there for the tap.
 */
export function preloadNear(part: { preload: () => unknown }) {
  const preload = () => void part.preload();
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}

/**
 * A lazy component whose chunk can be fetched ahead of its first render, e.g. when the pointer
 * comes near the button that opens it: `preload()`. Render it inside <Suspense>.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= importWhenOnline(load));
  return Object.assign(lazy(preload), { preload });
}
