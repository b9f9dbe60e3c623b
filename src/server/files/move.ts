/**
 * Copies every file under some prefixes from one store to another, skipping those the target
 * holds already with the same size: run again after a stop, it carries on where it was.
 */
import type { FileStore } from './store';

export interface MoveSummary {
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size. */
  present: number;
  failed: number;
}

/** A line of progress at most this often, and after each prefix. */
const PROGRESS_MS = 2000;

export async function moveFiles(
  source: FileStore,
  target: FileStore,
  prefixes: readonly string[],
  options: { progress?: (line: string) => void } = {},
): Promise<MoveSummary> {
  const summary: MoveSummary = { copied: 0, copiedBytes: 0, present: 0, failed: 0 };
  const say = options.progress ?? (() => undefined);
  let lastSaid = Date.now();
  const tally = (prefix: string) =>
    `${prefix} ${summary.copied} copied, ${summary.present} already there, ${summary.failed} failed`;
  for (const prefix of prefixes) {
    for await (const file of source.list(prefix)) {
      try {
        const there = await target.stat(file.key);
        if (there?.size === file.size) {
          summary.present++;
        } else {
          const bytes = await source.read(file.key);
          // Gone since it was listed (a shared file expired): nothing to move.
          if (bytes) {
            summary.copiedBytes += await target.write(file.key, bytes);
            summary.copied++;
          }
        }
      } catch (error) {
        summary.failed++;
        say(`Could not copy ${file.key}: ${(error as Error).message}`);
      }
      if (Date.now() - lastSaid >= PROGRESS_MS) {
        say(tally(prefix));
        lastSaid = Date.now();
      }
    }
    say(tally(prefix));
    lastSaid = Date.now();
  }
  return summary;
}
