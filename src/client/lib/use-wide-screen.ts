import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Whether the screen is wider than a phone (Mantine's sm breakpoint), read at once. */
export function useWideScreen(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
}
