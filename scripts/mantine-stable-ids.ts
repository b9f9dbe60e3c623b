/**
 * Mantine's useId gives a component React's id on its first render, then swaps it for a
 * random one in a layout effect (@mantine/hooks, use-id). Every field, alert, tab list and
 * chip of a screen therefore renders a second time before the first paint, with all it holds:
 * the ride list's tabs and the bug form drew twice, a long task on a cheap phone. React's own
 * id is unique in the app's one root and stable across renders, so the build keeps it.
 */
import type { Plugin } from 'vite';

const USE_ID_FILE = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const STABLE_USE_ID = `"use client";
import { useId as useReactId } from "react";
function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === "string") return staticId;
  return \`mantine-\${reactId.replace(/[^A-Za-z0-9_-]/g, "")}\`;
}
export { useId };
`;

export function mantineStableIds(): Plugin {
  let replaced = false;
  return {
    name: 'club-mantine-stable-ids',
    apply: 'build',
    transform(_code, id) {
      if (!USE_ID_FILE.test(id)) return null;
      replaced = true;
      return { code: STABLE_USE_ID, map: null };
    },
    buildEnd() {
      // Mantine moved or renamed the hook: the ids still work, but each screen draws twice.
      if (!replaced) this.warn('@mantine/hooks use-id.mjs was not found: ids are random again');
    },
  };
}
