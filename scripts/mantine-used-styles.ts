/**
 * Mantine's full stylesheet (@mantine/core/styles.css) is 295 KB, 41 KB gzip, and the browser
 * waits for all of it before it paints anything. The app draws about half of Mantine's
 * components, so the build serves the stylesheets of those alone: the page's first paint waits
 * for less. The development server keeps the full stylesheet.
 *
 * Which components: the names the app and @mantine/notifications import from @mantine/core,
 * followed through Mantine's own imports to every `X.module.mjs` (a component's class names),
 * whose styles are `@mantine/core/styles/X.css`. They keep the order of the full stylesheet, so
 * the cascade is the same. After the build, every component module in the output is checked to
 * have its styles: the build fails rather than ship an unstyled component.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const FULL_STYLESHEET = '@mantine/core/styles.css';
const USED_STYLESHEET = '\0mantine-used-styles.css';
/** Every page needs these: the reset, the theme's variables and the focus and colour helpers. */
const ALWAYS = ['baseline', 'default-css-variables', 'global'];
const COMPONENT_MODULE = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([^\\/]+)\.module\.mjs$/;

type Folders = { core: string; app: string; packages: string[] };

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, into);
    else if (/\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(file);
  }
  return into;
}

/** The names a file imports (or re-exports) from @mantine/core. */
function coreNamesIn(code: string): string[] {
  if (/import\s*\*\s*as\s+\w+\s+from\s*['"]@mantine\/core['"]/.test(code)) {
    throw new Error('a namespace import of @mantine/core hides which components are drawn');
  }
  const lists = code.matchAll(
    /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g,
  );
  return [...lists].flatMap((list) =>
    (list[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] ?? ''),
  );
}

/** The stylesheets of the components the app can draw, in the full stylesheet's order. */
export function usedStylesheets(folders: Folders): string[] {
  const esm = path.join(folders.core, 'esm');
  const names = new Set(
    [folders.app, ...folders.packages].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) => coreNamesIn(readFileSync(file, 'utf8'))),
    ),
  );
  // Where Mantine's index takes each name from.
  const index = readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const pending: string[] = [];
  for (const [, list = '', from = ''] of index.matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    const exported = list.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (exported.some((name) => name && names.has(name))) pending.push(path.join(esm, from));
  }
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, from = ''] of code.matchAll(/(?:from|import) "(\.[^"]+)"/g)) {
      pending.push(path.join(path.dirname(file), from));
    }
  }
  const used = new Set(ALWAYS);
  for (const file of seen) {
    const component = COMPONENT_MODULE.exec(file)?.[1];
    if (component) used.add(component);
  }
  // The full stylesheet is these files one after the other: keep its order. Each file is read
  // and found once, not at every comparison of the sort.
  const full = readFileSync(path.join(folders.core, 'styles.css'), 'utf8');
  const position = new Map<string, number>();
  for (const name of used) {
    const at = full.indexOf(stylesheetText(folders.core, name).trim());
    if (at < 0) throw new Error(`@mantine/core/styles/${name}.css is not in styles.css`);
    position.set(name, at);
  }
  return [...used].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
}

function stylesheetText(core: string, name: string): string {
  const file = path.join(core, 'styles', `${name}.css`);
  if (!existsSync(file)) throw new Error(`Mantine has no stylesheet ${name}.css`);
  return readFileSync(file, 'utf8');
}

export function mantineUsedStyles(): Plugin {
  const nodeModules = path.resolve('node_modules');
  const folders: Folders = {
    core: path.join(nodeModules, '@mantine/core'),
    app: path.resolve('src/client'),
    packages: [path.join(nodeModules, '@mantine/notifications/esm')],
  };
  let included: string[] = [];
  return {
    name: 'club-mantine-used-styles',
    apply: 'build',
    // Before Vite's own resolver, which would find the full stylesheet in node_modules.
    enforce: 'pre',
    resolveId(id) {
      return id === FULL_STYLESHEET ? USED_STYLESHEET : null;
    },
    load(id) {
      if (id !== USED_STYLESHEET) return null;
      included = usedStylesheets(folders);
      return included.map((name) => stylesheetText(folders.core, name)).join('\n');
    },
    generateBundle(_options, bundle) {
      if (included.length === 0) return;
      const missing = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of Object.keys(output.modules)) {
          const component = COMPONENT_MODULE.exec(id)?.[1];
          if (component && !included.includes(component)) missing.add(component);
        }
      }
      if (missing.size > 0) {
        this.error(
          `Mantine components in the build without their styles: ${[...missing].join(', ')}. ` +
            'scripts/mantine-used-styles.ts did not find them from the imports.',
        );
      }
    },
  };
}
