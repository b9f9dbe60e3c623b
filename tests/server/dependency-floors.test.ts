/**
 * Dependencies checked by hand against published advisories (docs/security.md, Dependencies): the version
 * installed is at least the one past every fix found, so a lock file rolled back to an affected
 * release fails here rather than shipping.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** Package, and the lowest version outside every advisory range checked (docs/security.md). */
const FLOORS: [string, string][] = [['nodemailer', '10.4.1']];

/** Whether release `version` (major.minor.patch) is `floor` or later. */
function atLeast(version: string, floor: string): boolean {
  const [a, b] = [version, floor].map((text) => text.split(/[.-]/).slice(0, 3).map(Number));
  for (let index = 0; index < 3; index++) {
    if (a![index]! !== b![index]!) return a![index]! > b![index]!;
  }
  return true;
}

describe('dependencies with known advisories', () => {
  it.each(FLOORS)('%s is at least %s', (name, floor) => {
    const { version } = require(`${name}/package.json`) as { version: string };
    expect(atLeast(version, floor), `${name} ${version}`).toBe(true);
  });
});
