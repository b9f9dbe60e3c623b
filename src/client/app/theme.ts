import { createTheme } from '@mantine/core';

/**
 * The club's theme. The primary shade is dark enough that white text on it and it on white
 * both pass WCAG AA contrast, in light and dark schemes.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 7 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Bengali", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});
