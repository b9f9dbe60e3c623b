/**
 * Mantine's ScrollArea takes one small hook, useMergeRefs, from @floating-ui/react, the library
 * the popovers, menus and tooltips place themselves with. That import alone brought the whole
 * library (15 KB gzip, and its start-up) to every screen with a table or a scroll area: the
 * dashboards, a product, the merchandise screen. Mantine's own hooks have the same helper
 * (useMergedRef, which takes the refs one by one), so the build points ScrollArea at it; the
 * positioning library then loads with the first overlay that needs it.
 */
import type { Plugin } from 'vite';

const SCROLL_AREA_FILE =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const FLOATING_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';
const MANTINE_HOOK = `import { useMergedRef } from "@mantine/hooks";
const useMergeRefs = (refs) => useMergedRef(...refs);`;

export function mantineScrollRefs(): Plugin {
  let replaced = false;
  return {
    name: 'club-mantine-scroll-refs',
    apply: 'build',
    transform(code, id) {
      if (!SCROLL_AREA_FILE.test(id) || !code.includes(FLOATING_IMPORT)) return null;
      replaced = true;
      return { code: code.replace(FLOATING_IMPORT, MANTINE_HOOK), map: null };
    },
    buildEnd() {
      // Mantine changed the import: scroll areas still work, but bring the positioning library.
      if (!replaced) this.warn('ScrollArea no longer imports useMergeRefs as expected');
    },
  };
}
