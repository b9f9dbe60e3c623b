/**
 * Mantine hangs its button groups on the buttons as static properties (`Button.Group`,
 * `ActionIcon.Group` and their sections). A static property is never left out of a bundle, so
 * every screen, the landing page first, carried four components (1 KB gzip) that one screen
 * draws. The build takes them off the buttons; a screen imports `ButtonGroup` or
 * `ActionIconGroup` from @mantine/core by name (eslint.config.js refuses `Button.Group`).
 */
import type { Plugin } from 'vite';

const BUTTON_FILES =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Button[\\/]Button|ActionIcon[\\/]ActionIcon)\.mjs$/;
/** `import { ButtonGroup } from "./ButtonGroup/ButtonGroup.mjs";` and the assignment lines. */
const GROUP_IMPORT =
  /^import \{ \w+Group(Section)? \} from "\.\/\w+Group(Section)?\/\w+\.mjs";\n/gm;
const GROUP_STATIC = /^(Button|ActionIcon)\.Group(Section)? = \w+;\n/gm;

export function mantineGroupStatics(): Plugin {
  let trimmed = 0;
  return {
    name: 'club-mantine-group-statics',
    apply: 'build',
    transform(code, id) {
      if (!BUTTON_FILES.test(id)) return null;
      const statics = code.match(GROUP_STATIC)?.length ?? 0;
      if (statics !== 2) return null;
      trimmed += 1;
      return { code: code.replace(GROUP_STATIC, '').replace(GROUP_IMPORT, ''), map: null };
    },
    buildEnd() {
      // Mantine changed how the groups are attached: they would be back in every screen.
      if (trimmed !== 2) this.warn('Button/ActionIcon no longer attach their groups as expected');
    },
  };
}
