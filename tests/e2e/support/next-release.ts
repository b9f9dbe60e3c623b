/**
 * Two real builds of the app for the release test (tests/e2e/releases.spec.ts): the one under
 * test (A, dist/) and the next release (B), made from the same tree with the change in
 * tests/e2e/releases/next-release.patch applied: a required field added to the bug report with
 * its migration and its upgrade of older reports, a post field whose older version is past its
 * window, and screens whose files change. B is built in a copy of the tree inside
 * test-results/, beside the repository's node_modules.
 *
 * The patch's dates are written as placeholders (__TODAY__, __DAYS_AGO_n__) filled in with
 * today's: the acceptance windows of the older versions are counted from the day B ships.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** What a build needs of the tree; tests, docs and benchmarks are not part of it. */
const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'scripts',
  'index.html',
  'package.json',
  'vite.config.ts',
  'web-manifest.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
];

export const NEXT_RELEASE_PATCH = path.resolve(
  import.meta.dirname,
  '../releases/next-release.patch',
);

export interface Build {
  serverMain: string;
  clientDir: string;
}

/** A copy of a built dist/ of its own, so nothing else in the run can change it under the test. */
export function copyBuild(dist: string, into: string): Build {
  rmSync(into, { recursive: true, force: true });
  cpSync(dist, into, { recursive: true });
  return { serverMain: path.join(into, 'server', 'main.js'), clientDir: path.join(into, 'client') };
}

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Fills the patch's date placeholders in every file it touched. */
function fillDates(tree: string, files: string[]): void {
  for (const file of files) {
    const full = path.join(tree, file);
    if (!existsSync(full) || !statSync(full).isFile()) continue;
    const text = readFileSync(full, 'utf8');
    const filled = text
      .replace(/__TODAY__/g, day(0))
      .replace(/__DAYS_AGO_(\d+)__/g, (_, days: string) => day(-Number(days)))
      .replace(/__IN_DAYS_(\d+)__/g, (_, days: string) => day(Number(days)));
    if (filled !== text) writeFileSync(full, filled);
  }
}

/** The files a patch touches, as paths from the tree's root. */
function patchedFiles(patch: string): string[] {
  return [...readFileSync(patch, 'utf8').matchAll(/^\+\+\+ b\/(\S+)/gm)].map((match) => match[1]!);
}

/**
 * Builds the next release from `root`'s tree into `into` (a fresh folder inside the repository,
 * so the bundled server finds node_modules) and answers where its server and client are.
 */
export function buildNextRelease(root: string, into: string): Build {
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  for (const input of BUILD_INPUTS)
    cpSync(path.join(root, input), path.join(into, input), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(into, 'node_modules'), 'dir');
  try {
    // The copy sits inside the repository: git must not take it for a folder of that repository.
    execFileSync('git', ['apply', '--whitespace=nowarn', NEXT_RELEASE_PATCH], {
      cwd: into,
      stdio: 'pipe',
      env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(into) },
    });
  } catch (error) {
    const said = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(
      `${NEXT_RELEASE_PATCH} no longer applies to the tree (docs/releasing.md says how to make it again):\n${said}`,
    );
  }
  fillDates(into, patchedFiles(NEXT_RELEASE_PATCH));
  const run = (args: string[]) =>
    execFileSync(process.execPath, args, {
      cwd: into,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  run([path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
  run(['scripts/build-server.mjs']);
  const dist = path.join(into, 'dist');
  if (!readdirSync(path.join(dist, 'client')).includes('index.html'))
    throw new Error(`The next release did not build into ${dist}`);
  return { serverMain: path.join(dist, 'server', 'main.js'), clientDir: path.join(dist, 'client') };
}
