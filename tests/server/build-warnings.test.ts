/**
 * `npm run build` on a fresh clone prints nothing a newcomer cannot act on. Two warnings came
 * from the build's own set-up, checked here as Vite and Rolldown check them: a chunk group named
 * by a function needs a `debugName`, and a classic script index.html names must be a file of
 * public/ (anything else Vite takes for a module to bundle).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientChunkGroups } from '../../scripts/client-chunks';

const root = path.resolve(import.meta.dirname, '../..');

describe('the build set-up', () => {
  it('labels every chunk group it names with a function', () => {
    const unlabelled = clientChunkGroups.filter(
      (group) => typeof group.name === 'function' && !('debugName' in group && group.debugName),
    );
    expect(unlabelled).toEqual([]);
  });

  it('names in index.html no classic script that is not a public file', () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8').replace(
      /<!--[\s\S]*?-->/g,
      '',
    );
    const classic = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes]) => attributes!)
      .filter((attributes) => !/type=["']?module/.test(attributes))
      .map((attributes) => /src=["']?([^"'\s>]+)/.exec(attributes)?.[1])
      .filter((src): src is string => src !== undefined);
    expect(classic.length).toBeGreaterThan(0);
    expect(classic.filter((src) => !existsSync(path.join(root, 'public', src)))).toEqual([]);
  });
});
