/**
 * A tablet or a phone for component tests: Mantine's `useMediaQuery` reads `matchMedia`, which
 * the DOM of the tests answers `false` for everything. Undo with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

export function stubScreenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
