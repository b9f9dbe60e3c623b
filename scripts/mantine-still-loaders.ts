/**
 * A Mantine button (and an icon button) slides its spinner in and out when it starts or stops
 * loading, through Mantine's Transition: 1.5 KB gzip of animation code that the first screen of
 * every visit carried for a spinner most visits never show. The build gives the two buttons a
 * Transition that shows and hides the spinner at once, as Mantine itself does for a member who
 * asks for reduced motion; the full Transition loads with the menus and dialogs that use it.
 */
import type { Plugin } from 'vite';

const BUTTON_FILES =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Button[\\/]Button|ActionIcon[\\/]ActionIcon)\.mjs$/;
const TRANSITION_IMPORT = 'import { Transition } from "../Transition/Transition.mjs";';
/** Mantine's own rendering of a Transition whose duration is 0 (reduced motion). */
const STILL_TRANSITION =
  'const Transition = ({ mounted, children }) => mounted ? children({}) : null;';

export function mantineStillLoaders(): Plugin {
  let replaced = 0;
  return {
    name: 'club-mantine-still-loaders',
    apply: 'build',
    transform(code, id) {
      if (!BUTTON_FILES.test(id) || !code.includes(TRANSITION_IMPORT)) return null;
      replaced += 1;
      return { code: code.replace(TRANSITION_IMPORT, STILL_TRANSITION), map: null };
    },
    buildEnd() {
      // Mantine changed the import: the buttons still work, with the animation code back.
      if (replaced !== 2) this.warn('Button/ActionIcon no longer import Transition as expected');
    },
  };
}
