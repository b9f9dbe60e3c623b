/**
 * Loading parts of the shell after the first paint (DESIGN.md: heavy things load late). The
 * first screen needs only what it draws; menus, drawers and the outbox follow at the first idle
 * moment, or at once when the member reaches for them.
 */
import { lazy, type ComponentType } from 'react';

/** Resolves at the first idle moment, or after 3 s at the latest. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * Imports a module, and when that fails (offline before the service worker holds the chunk)
 * tries again once the browser is back online instead of failing the screen.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) =>
        window.addEventListener('online', () => resolve(importWhenOnline(load)), { once: true }),
      ),
  );
}

/**
 * A lazy component whose chunk starts loading at the first idle moment, or earlier when
 * `preload()` is called (on a tap). Render it inside <Suspense>.
 */
export function lazyAfterIdle<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let startNow = () => {};
  const asked = new Promise<void>((resolve) => (startNow = resolve));
  const preload = () => {
    startNow();
    return (loading ??= importWhenOnline(load));
  };
  const Component = lazy(() => Promise.race([whenIdle(), asked]).then(preload));
  return Object.assign(Component, { preload });
}
