/** Which failures are a screen's file that did not load, as each browser words them. */
import { describe, expect, it } from 'vitest';
import { missingFile, recoverFromFailedLoad } from './chunk-recovery';

describe('missingFile', () => {
  it('names the file of a failed dynamic import in Chromium and Firefox', () => {
    expect(
      missingFile(
        new TypeError(
          'Failed to fetch dynamically imported module: https://club.example/assets/people-B3IIX-rD.js',
        ),
      ),
    ).toBe('https://club.example/assets/people-B3IIX-rD.js');
    expect(
      missingFile(
        new TypeError(
          'error loading dynamically imported module: https://club.example/assets/events-Oy.js',
        ),
      ),
    ).toBe('https://club.example/assets/events-Oy.js');
  });

  it('knows Safari’s failure, which names no file, and Vite’s stylesheet that did not load', () => {
    expect(missingFile(new TypeError('Importing a module script failed.'))).toBe('');
    expect(missingFile(new Error('Unable to preload CSS for /assets/events-Q1.css'))).toBe(
      '/assets/events-Q1.css',
    );
  });

  it('leaves any other error alone: it is the screen’s own and no reload would mend it', async () => {
    const thrown = new TypeError("Cannot read properties of undefined (reading 'title')");
    expect(missingFile(thrown)).toBeUndefined();
    expect(await recoverFromFailedLoad(thrown)).toBe('other');
  });
});
