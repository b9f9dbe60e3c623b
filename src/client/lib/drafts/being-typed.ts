/**
 * Which forms on this page hold text the member is still writing (a draft not yet sent). A new
 * version of the app reloads a tab by itself only where nothing is being written
 * (lib/pwa/register-sw.ts); elsewhere it offers the reload and the draft is kept.
 *
 * No React and no storage here: the first screen carries this file, the drafts' code does not.
 */
const beingTyped = new Set<string>();

/** A form says whether it holds unsent text now (true) or not any more (false). */
export function noteBeingTyped(formKey: string, typed: boolean): void {
  if (typed) beingTyped.add(formKey);
  else beingTyped.delete(formKey);
}

/** Whether any form of this page holds text not yet sent. */
export function somethingBeingTyped(): boolean {
  return beingTyped.size > 0;
}
