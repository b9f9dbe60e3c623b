import {
  DEFAULT_THEME,
  MantineProvider,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeCssVariables } from '../../../scripts/mantine-css-variables';
import { cssVariablesResolver, theme } from './theme';

/**
 * Checks the theme against WCAG AA (4.5:1 for text) the way the browser will see it: Mantine's
 * own CSS variables for each scheme, with our overrides, resolved down to colours.
 */
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
type Scheme = 'light' | 'dark';

function variablesOf(scheme: Scheme): Record<string, string> {
  const base = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  return { ...base.variables, ...base[scheme], ...ours.variables, ...ours[scheme] };
}

function resolve(value: string, variables: Record<string, string>): string {
  let current = value.trim();
  for (let depth = 0; current.startsWith('var('); depth++) {
    if (depth > 10) throw new Error(`Cannot resolve ${value}`);
    const name = /^var\((--[\w-]+)\)$/.exec(current)?.[1];
    const next = name ? variables[name] : undefined;
    if (!next) throw new Error(`Unknown variable in ${current}`);
    current = next.trim();
  }
  return current;
}

type Rgba = [number, number, number, number];
function parse(color: string): Rgba {
  const short = /^#([0-9a-f]{3})$/i.exec(color)?.[1];
  if (short) return parse(`#${[...short].map((c) => c + c).join('')}`);
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgb = /^rgba?\(([^)]+)\)$/.exec(color)?.[1];
  if (rgb) {
    const [r = 0, g = 0, b = 0, a = 1] = rgb.split(',').map(Number);
    return [r, g, b, a];
  }
  throw new Error(`Cannot parse colour ${color}`);
}

/** A translucent colour as it shows over the colour under it. */
function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(scheme: Scheme, text: string, background: string): number {
  const variables = variablesOf(scheme);
  const body = parse(resolve('var(--mantine-color-body)', variables));
  const bg = over(parse(resolve(background, variables)), body);
  const fg = over(parse(resolve(text, variables)), bg);
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const v = (name: string) => `var(--mantine-${name})`;
const SURFACES = [v('color-body'), v('color-default')];

describe.each(['light', 'dark'] as const)('theme contrast, %s scheme', (scheme) => {
  it.each([
    ['text', v('color-text')],
    ['dimmed text', v('color-dimmed')],
    ['links', v('color-anchor')],
    ['error messages', v('color-error')],
    ['placeholders', v('color-placeholder')],
    ['primary text (outline, subtle)', v('primary-color-light-color')],
    ['default buttons', v('color-default-color')],
  ])('%s pass AA on the page and on cards and inputs', (_name, text) => {
    for (const surface of SURFACES)
      expect(contrast(scheme, text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('primary buttons have a label that passes AA, hovered too', () => {
    const label = v('primary-color-contrast');
    expect(contrast(scheme, label, v('primary-color-filled'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(scheme, label, v('primary-color-filled-hover'))).toBeGreaterThanOrEqual(4.5);
  });

  it('light buttons, badges and the current nav link pass AA', () => {
    for (const background of [v('primary-color-light'), v('primary-color-light-hover')])
      expect(contrast(scheme, v('primary-color-light-color'), background)).toBeGreaterThanOrEqual(
        4.5,
      );
  });

  it.each(['club', 'red', 'orange', 'green', 'gray'])(
    'filled %s controls get a label that passes AA, hovered too',
    (color) => {
      const colors = defaultVariantColorsResolver({ color, theme: merged, variant: 'filled' });
      expect(contrast(scheme, colors.color!, colors.background!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(scheme, colors.color!, colors.hover!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['club', 'red', 'orange', 'teal', 'green', 'yellow', 'blue', 'gray'])(
    'light %s alerts and badges pass AA',
    (color) => {
      const colors = defaultVariantColorsResolver({ color, theme: merged, variant: 'light' });
      expect(contrast(scheme, colors.color!, colors.background!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['red', 'teal', 'green'])('%s text passes AA on the page and on cards', (color) => {
    for (const surface of SURFACES)
      expect(contrast(scheme, v(`color-${color}-text`), surface)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme', () => {
  it('uses the colour of the icon and the browser bar as the primary colour', () => {
    for (const scheme of ['light', 'dark'] as const)
      expect(resolve(v('primary-color-filled'), variablesOf(scheme))).toBe('#0b7285');
  });
});

describe('the variables the build writes into the stylesheet', () => {
  it('are the text Mantine renders for the theme, so the build may leave its <style> out', () => {
    const { unmount } = render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {null}
      </MantineProvider>,
    );
    const rendered = document.querySelector('style[data-mantine-styles]')?.innerHTML;
    expect(rendered).toContain('--mantine-color-club-8');
    expect(themeCssVariables()).toBe(rendered);
    unmount();
  });
});
