import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { SHELL_TEXT } from './texts';

/**
 * Switches between light and dark. Mantine keeps the choice in localStorage, and
 * public/color-scheme.js applies it before the first paint on the next visit.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // Read the scheme now, not after an effect: a client-only app has no server HTML to match,
  // and the icon must not flip on start.
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={SHELL_TEXT.toggleColorScheme}
      title={next === 'dark' ? SHELL_TEXT.toDarkMode : SHELL_TEXT.toLightMode}
      onClick={() => setColorScheme(next)}
    >
      {computed === 'dark' ? (
        <IconSun size={20} stroke={1.75} aria-hidden />
      ) : (
        <IconMoon size={20} stroke={1.75} aria-hidden />
      )}
    </ActionIcon>
  );
}
