/**
 * The contract versions of the writes a member can make offline (docs/api.md, "Versions of an
 * offline write"). A write queued on a phone may reach the server after a release changed what
 * the write must say; each write therefore says which version it was written against
 * (CONTRACT_VERSION_HEADER), and the server takes the older versions named here, upgraded to
 * the current one, until their date. No zod: the outbox and the shop's sync load this on screens
 * that must stay light.
 */
import { defineTexts } from './i18n/texts';

/** Names the contract version a write was written against; absent means 1. */
export const CONTRACT_VERSION_HEADER = 'X-Contract-Version';
/** The same on a STOMP SEND (STOMP headers are case-sensitive; ours are lower case). */
export const CONTRACT_VERSION_STOMP_HEADER = 'contract-version';
/** What every client sent before versions existed, so what a write without the header is. */
export const UNVERSIONED_WRITE = 1;

/**
 * The rule: an older version is accepted for at least this many days after the release that
 * replaced it (checked over OFFLINE_WRITES by a test). A phone offline for a month still sends.
 */
export const OLDER_VERSION_MIN_DAYS = 30;
/** A write of a version newer than the server knows waits this long before its retry. */
export const NEWER_VERSION_RETRY_SECONDS = 30;

/** The `code` of a 426: only a newer app can send this write. */
export const UPDATE_APP_CODE = 'update-app';

export interface OlderWriteVersion {
  /** The day (YYYY-MM-DD, UTC) the release that replaced this version came out. */
  replacedOn: string;
  /** The last day (YYYY-MM-DD, UTC, included) the server takes this version. */
  acceptedUntil: string;
  /** What the server fills in for the fields this version lacks (the documented defaults). */
  upgrade: string;
}

export interface WriteContract {
  current: number;
  /** The older versions still taken, by version; each has its upgrade on the route. */
  older: Readonly<Record<number, OlderWriteVersion>>;
}

/**
 * Every offline-capable write: the outbox's kinds (their names are the kinds') and the shop's
 * writes that wait on the device (the order's confirmation, the cart's sync). When a write's
 * body changes in a way an older client cannot follow, its `current` goes up by one and the
 * version it replaced joins `older` with its dates; the route gives its upgrade.
 */
export const OFFLINE_WRITES = {
  'bug.create': { current: 1, older: {} },
  'chat.send': { current: 1, older: {} },
  'conversation.send': { current: 1, older: {} },
  'post.create': { current: 1, older: {} },
  'event.rsvp': { current: 1, older: {} },
  'event.thread': { current: 1, older: {} },
  'event.attendance': { current: 1, older: {} },
  'event.walk-up': { current: 1, older: {} },
  'event.help': { current: 1, older: {} },
  'order.confirm': { current: 1, older: {} },
  'cart.sync': { current: 1, older: {} },
} as const satisfies Record<string, WriteContract>;

export type OfflineWrite = keyof typeof OFFLINE_WRITES;

/** The version this build writes `write` in; a name this build does not know is version 1. */
export function currentVersionOf(write: string): number {
  return (OFFLINE_WRITES as Record<string, WriteContract>)[write]?.current ?? UNVERSIONED_WRITE;
}

/**
 * The version a header names: absent is 1 (written before versions existed); null for a value
 * that is no version at all. 0 is a version, older than any: always too old.
 */
export function versionOfHeader(value: string | string[] | null | undefined): number | null {
  if (value === undefined || value === null) return UNVERSIONED_WRITE;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value.trim())) return null;
  return Number(value.trim());
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment after `acceptedUntil`'s day, UTC. */
export function acceptanceEndsAt(version: OlderWriteVersion): number {
  return Date.parse(`${version.acceptedUntil}T00:00:00Z`) + DAY_MS;
}

/**
 * How a write of `version` stands against `contract` at `now`: the current version; an older
 * one still taken (upgraded on the server); one too old to be taken any more (only a newer
 * app can send what it means); or newer than this contract knows (a newer app reached a
 * server not yet updated: passing trouble).
 */
export type VersionStanding = 'current' | 'older' | 'too-old' | 'newer';

export function standingOf(contract: WriteContract, version: number, now: number): VersionStanding {
  if (version === contract.current) return 'current';
  if (version > contract.current) return 'newer';
  const older = contract.older[version];
  return older && now < acceptanceEndsAt(older) ? 'older' : 'too-old';
}

/** What is wrong with a table of writes against the rule above; empty when all is well. */
export function olderVersionProblems(writes: Record<string, WriteContract>): string[] {
  const problems: string[] = [];
  for (const [name, contract] of Object.entries(writes)) {
    for (const [key, older] of Object.entries(contract.older)) {
      const version = Number(key);
      const at = `${name} version ${version}`;
      if (!Number.isInteger(version) || version < 1 || version >= contract.current)
        problems.push(`${at}: an older version must be below the current ${contract.current}`);
      const replaced = Date.parse(`${older.replacedOn}T00:00:00Z`);
      const until = Date.parse(`${older.acceptedUntil}T00:00:00Z`);
      if (Number.isNaN(replaced) || Number.isNaN(until)) {
        problems.push(`${at}: its dates must be YYYY-MM-DD`);
        continue;
      }
      const days = Math.round((until - replaced) / DAY_MS);
      if (days < OLDER_VERSION_MIN_DAYS)
        problems.push(
          `${at}: accepted ${days} days after it was replaced, fewer than ${OLDER_VERSION_MIN_DAYS}`,
        );
      if (!older.upgrade.trim()) problems.push(`${at}: say what its upgrade fills in`);
    }
  }
  return problems;
}

/** What the server says when it refuses a write for its version. */
export const WRITE_VERSION_MESSAGE = defineTexts({
  updateApp: /*i18n*/ {
    id: 'This was written in an older version of the app, which the server no longer accepts. Update the app to send it.',
  },
  newer: /*i18n*/ {
    id: 'The server is being updated to a newer version of the app. Sending again shortly.',
  },
  /** CONTRACT_VERSION_HEADER. */
  badHeader: /*i18n*/ { id: 'X-Contract-Version must be a whole number.' },
} as const);
