/**
 * A lazy component from a module's named export, e.g. a dashboard section that loads when it is
 * first shown: `lazyNamed(() => import('./seller-products'), 'SellerProducts')`. Apart from
 * load-late.ts, which the first screen carries, so only the screens that use it load it.
 */
import type { ComponentType } from 'react';
import { lazyWithPreload } from './load-late';

export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  type Props = Module[Name] extends ComponentType<infer P> ? P & object : never;
  return lazyWithPreload<Props>(() =>
    load().then((module) => ({ default: module[name] as ComponentType<Props> })),
  );
}
