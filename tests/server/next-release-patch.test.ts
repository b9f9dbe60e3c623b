/**
 * The release test's next version (tests/e2e/releases/next-release.patch) is made by applying a
 * patch to this tree. A change to a file it touches (a new migration, a new offline write) can
 * stop it applying; that is said here, in the first minutes of a run, rather than by the
 * release test near its end. docs/releasing.md says how to make the patch again.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NEXT_RELEASE_PATCH } from '../e2e/support/next-release';

const inGitTree = (() => {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' }).trim() ===
      'true'
    );
  } catch {
    return false;
  }
})();

describe.skipIf(!inGitTree)('the release test', () => {
  it("applies its next version's patch to this tree", () => {
    const check = () =>
      execFileSync('git', ['apply', '--check', NEXT_RELEASE_PATCH], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(check).not.toThrow();
  });
});
