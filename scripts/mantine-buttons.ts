/**
 * Two parts of Mantine's Button and ActionIcon that every screen, the landing page first,
 * carried for what few screens draw; the build takes them off both buttons:
 *
 * - The button groups, hung on the buttons as static properties (`Button.Group`,
 *   `ActionIcon.Group` and their sections). A static property is never left out of a bundle:
 *   four components, 0.5 KB gzip. A screen imports `ButtonGroup` or `ActionIconGroup` from
 *   @mantine/core by name (eslint.config.js refuses `Button.Group`).
 * - The animation of a loading spinner (Mantine's Transition, 1.2 KB gzip). The buttons get the
 *   Transition Mantine itself renders for a member who asks for reduced motion: the spinner is
 *   shown at once and gone at once. Menus and dialogs load the full one with them.
 */
import type { Plugin } from 'vite';

const BUTTON_FILES =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Button[\\/]Button|ActionIcon[\\/]ActionIcon)\.mjs$/;
/** `import { ButtonGroup } from "./ButtonGroup/ButtonGroup.mjs";` and the assignment lines. */
const GROUP_IMPORT =
  /^import \{ \w+Group(Section)? \} from "\.\/\w+Group(Section)?\/\w+\.mjs";\n/gm;
const GROUP_STATIC = /^(Button|ActionIcon)\.Group(Section)? = \w+;\n/gm;
const TRANSITION_IMPORT = 'import { Transition } from "../Transition/Transition.mjs";';
/** Mantine's own rendering of a Transition whose duration is 0 (reduced motion). */
const STILL_TRANSITION =
  'const Transition = ({ mounted, children }) => mounted ? children({}) : null;';

export function mantineButtons(): Plugin {
  let trimmed = 0;
  return {
    name: 'club-mantine-buttons',
    apply: 'build',
    transform(code, id) {
      if (!BUTTON_FILES.test(id)) return null;
      const statics = code.match(GROUP_STATIC)?.length ?? 0;
      if (statics !== 2 || !code.includes(TRANSITION_IMPORT)) return null;
      trimmed += 1;
      return {
        code: code
          .replace(GROUP_STATIC, '')
          .replace(GROUP_IMPORT, '')
          .replace(TRANSITION_IMPORT, STILL_TRANSITION),
        map: null,
      };
    },
    buildEnd() {
      // Mantine changed the buttons: they still work, with the groups or the animation back.
      if (trimmed !== 2) this.warn('Button/ActionIcon are no longer built as expected');
    },
  };
}
