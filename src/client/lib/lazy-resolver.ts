/**
 * A form's check (react-hook-form's resolver) whose code, the schema and zod with it, loads after
 * the form is first drawn: the check is needed only once the member submits, so it need not
 * hold up the screen. The form calls `preload()` once drawn; a check asked for before the code
 * came waits for it, and one asked for offline before the service worker held the file waits
 * until the browser is back online (load-late.ts).
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { importWhenOnline } from './load-late';

export function lazyResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> & { preload: () => Promise<unknown> } {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  const preload = () => (loading ??= importWhenOnline(load));
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}
