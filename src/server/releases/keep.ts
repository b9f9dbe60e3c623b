/**
 * Which releases of the app the server keeps serving the hashed files of, once a newer one is
 * deployed: a tab opened on an earlier release asks for that release's files (a screen's
 * lazily loaded code, its styles) until it reloads, and a file that is gone blanks the page.
 */

/** How many earlier releases are kept, whatever their age: three deploys in an afternoon. */
export const RELEASES_KEPT_BEFORE_CURRENT = 3;
/** An earlier release is also kept while it was replaced less than this long ago. */
export const RELEASE_KEPT_AFTER_REPLACED_DAYS = 14;
/**
 * Never more releases than this in all, the current one with them (ten deploys in a fortnight
 * keep the ten newest). A build's hashed files are about 2.9 MB and most are shared with the
 * release before, so the store holds at most some 30 MB of them.
 */
export const RELEASES_KEPT_AT_MOST = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReleaseAge {
  id: string;
  /** When a process first started with it. */
  firstServedAt: Date;
}

/**
 * The releases to keep at `now`: the newest (the current one), the RELEASES_KEPT_BEFORE_CURRENT
 * before it, and any replaced less than RELEASE_KEPT_AFTER_REPLACED_DAYS ago, newest first, at
 * most RELEASES_KEPT_AT_MOST. A release is replaced when the next one is first served. `own`
 * (the build the deciding process runs) is kept in any case, within the bound: after a return
 * to an earlier build, its files must stay for the tabs other processes send it.
 */
export function releasesToKeep(releases: ReleaseAge[], now: Date, own?: string): Set<string> {
  const newestFirst = [...releases].sort(
    (a, b) => b.firstServedAt.getTime() - a.firstServedAt.getTime() || b.id.localeCompare(a.id),
  );
  const oldestKeptReplacement = now.getTime() - RELEASE_KEPT_AFTER_REPLACED_DAYS * DAY_MS;
  const kept = newestFirst.filter(
    (release, index) =>
      index <= RELEASES_KEPT_BEFORE_CURRENT ||
      newestFirst[index - 1]!.firstServedAt.getTime() > oldestKeptReplacement,
  );
  const ownKept = own !== undefined && releases.some((release) => release.id === own);
  const others = kept.filter((release) => release.id !== own);
  const room = RELEASES_KEPT_AT_MOST - (ownKept ? 1 : 0);
  return new Set([...(ownKept ? [own] : []), ...others.slice(0, room).map((r) => r.id)]);
}
