/**
 * Mantine writes the theme's CSS variables (the club's colours, type, corners) into a <style>
 * element as the app starts: code that computes the same text on every visit, 2 KB gzip of the
 * first screen's JavaScript. The build writes that text into the stylesheet instead
 * (`virtual:mantine-css-variables.css`, imported by app/providers.tsx) and leaves Mantine's
 * component out. tests/mantine-css-variables.test.tsx checks the text against what Mantine
 * itself renders for the theme.
 */
import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  deepMerge,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import path from 'node:path';
import type { Plugin } from 'vite';
import { cssVariablesResolver, themeTokens } from '../src/client/app/theme-tokens.ts';

const VIRTUAL_ID = 'virtual:mantine-css-variables.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MANTINE_CSS_VARIABLES_FILE =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/;

type Variables = ConvertCSSVariablesInput;

/** Only the variables that differ from Mantine's own stylesheet, as MantineProvider keeps them. */
function withoutDefaults(input: Variables): Variables {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const differing = (ours: Record<string, string>, theirs: Record<string, string>) =>
    Object.fromEntries(Object.entries(ours).filter(([key, value]) => theirs[key] !== value));
  return {
    variables: differing(input.variables, defaults.variables),
    light: differing(input.light, defaults.light),
    dark: differing(input.dark, defaults.dark),
  };
}

/** The CSS Mantine's provider renders for the club's theme (under `:root, :host`, its default). */
export function themeCssVariables(): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, themeTokens);
  const merged = deepMerge(defaultCssVariablesResolver(theme), cssVariablesResolver(theme));
  return convertCssVariables(withoutDefaults(merged));
}

export function mantineCssVariables(): Plugin {
  let building = false;
  let sawMantine = false;
  let replaced = false;
  return {
    name: 'club-mantine-css-variables',
    configResolved(config) {
      // The dev server and the tests keep Mantine's own <style>, which the stylesheet repeats.
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? themeCssVariables() : null),
    transform(_code, id) {
      if (!building) return null;
      if (id.includes(`@mantine${path.sep}core`) || id.includes('@mantine/core')) sawMantine = true;
      if (!MANTINE_CSS_VARIABLES_FILE.test(id)) return null;
      replaced = true;
      return { code: 'export function MantineCssVariables() { return null; }', map: null };
    },
    buildEnd() {
      if (sawMantine && !replaced) {
        this.warn('MantineCssVariables was not found: the variables are written twice');
      }
    },
  };
}
