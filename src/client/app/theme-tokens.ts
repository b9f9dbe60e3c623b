/**
 * What the club's look is made of: its colours, type and corners, and the CSS variables Mantine
 * makes of them. Apart from the components' settings (theme.ts), so that the build can write
 * these variables into the stylesheet (scripts/mantine-css-variables.ts) rather than the first
 * screen's code computing them on every visit.
 */
import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';

/**
 * The club's colour: the teal-blue of the icon and the browser bar (#0b7285) sits at shade 8,
 * the primary shade in both schemes; white on it passes WCAG AA (5.6:1).
 */
const club: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#15aabf',
  '#1098ad',
  '#0b7285',
  '#095c6b',
];

/**
 * Mantine's red at the primary shade (#e03131) is too light for white text; the two darkest
 * shades are deepened so filled red buttons (delete, remove) keep white labels at AA.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#f03e3e',
  '#c92a2a',
  '#a51d1d',
];

/**
 * Mantine's orange, with the two darkest shades deepened: shade 9 is the text of light orange
 * alerts, and shade 8 (filled) keeps a white label whose hover stays readable.
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#c2410c',
  '#9a3412',
];

/**
 * Light badges and alerts write in shade 9 on shade 1, and teal or green text in shade 8 on the
 * page: Mantine's teal (4.3:1 and 3.9:1) and green (3.8:1 and 3.5:1) fall below AA there, so
 * their two darkest shades are deepened (teal 6.0:1 and 5.0:1, green 5.7:1 and 5.4:1).
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#087f5b',
  '#066649',
];

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#267a36',
  '#1e6b30',
];

/** Mantine's yellow at shade 9 (#e67700) on its light background is 2.7:1; this one is 5.0:1. */
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#a35200',
];

export const themeTokens = {
  colors: { club, red, orange, teal, green, yellow },
  primaryColor: 'club',
  primaryShade: { light: 8, dark: 8 },
  // Filled controls pick black or white text, whichever contrasts more with their colour; at
  // this luminance both give the same contrast, so the pick is never below 4.58:1.
  autoContrast: true,
  luminanceThreshold: 0.179,
  respectReducedMotion: true,
  defaultRadius: 'md',
  // Bangla's font first: its unicode-range holds only Bangla letters (app/bangla-font.css), so
  // other text falls through to the system's, and a system font without Bangla letters (as on
  // some Linux phones and desktops) is never asked to draw them as empty boxes.
  fontFamily:
    '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: {
    fontWeight: '700',
    // The two largest sizes stop growing at a share of the screen's width (theme.module.css).
  },
  cursorType: 'pointer',
} satisfies MantineThemeOverride;

/**
 * Mantine's default dimmed, placeholder and error colours fall below 4.5:1 on the page
 * background (gray-6 on white is 3.3:1, red-8 on dark-7 is 3.5:1); these replace them.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
