/**
 * What the roll-call shows: the server's list with the marks and walk-ups still in the outbox
 * laid over it in the order they were made, so a tap shows at once, offline too. A refused
 * entry changes nothing; its row says why.
 */
import type { Attendance } from '../../../../contract/ride-attendance';
import type { OutboxEntry } from '../../../lib/outbox/db';
import { refusalOf, type Refusal } from '../../../lib/outbox/parked';
import type { AttendanceMarkPayload, WalkUpPayload } from './outbox-send';

export interface RollCallRow {
  /** Stable across the server's list and the outbox: 'member:<id>', 'guest:<walk-up id>' … */
  key: string;
  userId: number | null;
  name: string;
  pictureUrl: string | null;
  guestName: string | null;
  /** Guests the member said they would bring, and how many of them came. */
  guests: number;
  guestsPresent: number;
  walkUp: boolean;
  walkUpId: number | null;
  present: boolean;
  /** Something for this row waits in the outbox. */
  waiting: boolean;
  /** The outbox entry the server refused, with its reason and what it asks of the organiser. */
  failed: { entryId: string; reason: string | null; refusal: Refusal } | null;
}

export interface RollCallView {
  rows: RollCallRow[];
  presentCount: number;
  expectedCount: number;
}

export type QueuedMark = OutboxEntry<AttendanceMarkPayload>;
export type QueuedWalkUp = OutboxEntry<WalkUpPayload>;

const failureOf = (entry: OutboxEntry) => ({
  entryId: entry.id,
  reason: entry.lastError,
  refusal: refusalOf(entry) ?? 'refused',
});

export function rollCallView(
  list: Attendance,
  marks: QueuedMark[],
  walkUps: QueuedWalkUp[],
): RollCallView {
  const rows: RollCallRow[] = list.entries.map((entry) => ({
    key: entry.user ? `member:${entry.user.id}` : `guest:${entry.walkUpId}`,
    userId: entry.user?.id ?? null,
    name: entry.user ? entry.user.fullName || entry.user.username : (entry.guestName ?? ''),
    pictureUrl: entry.user?.profilePicture?.url ?? null,
    guestName: entry.guestName,
    guests: entry.guests,
    guestsPresent: entry.guestsPresent,
    walkUp: entry.walkUpId !== null,
    walkUpId: entry.walkUpId,
    present: entry.present,
    waiting: false,
    failed: null,
  }));
  const memberRow = (userId: number) => rows.find((row) => row.userId === userId);
  const queued = [
    ...marks.map((entry) => ({ mark: entry, walkUp: undefined })),
    ...walkUps.map((entry) => ({ mark: undefined, walkUp: entry })),
  ].sort((a, b) => (a.mark ?? a.walkUp)!.createdAt - (b.mark ?? b.walkUp)!.createdAt);
  for (const { mark, walkUp } of queued) {
    if (mark) {
      const row = memberRow(mark.payload.userId);
      if (!row) continue;
      if (mark.state === 'failed') row.failed = failureOf(mark);
      else {
        const { present, guests } = mark.payload;
        // Marked present again without a word on guests: those marked before (at first all).
        const guestsBefore = row.present ? row.guestsPresent : row.guests;
        row.present = present;
        row.guestsPresent = present ? (guests ?? guestsBefore) : 0;
        row.waiting = true;
      }
    } else if (walkUp) {
      const { userId, guestName, name } = walkUp.payload;
      const failed = walkUp.state === 'failed' ? failureOf(walkUp) : null;
      const existing = userId === undefined ? undefined : memberRow(userId);
      if (existing) {
        if (failed) existing.failed = failed;
        else Object.assign(existing, { present: true, waiting: true });
        continue;
      }
      rows.push({
        key: `queued:${walkUp.id}`,
        userId: userId ?? null,
        name,
        pictureUrl: null,
        guestName: guestName ?? null,
        guests: 0,
        guestsPresent: 0,
        walkUp: true,
        walkUpId: null,
        present: failed === null,
        waiting: failed === null,
        failed,
      });
    }
  }
  const places = (items: RollCallRow[], guestsOf: (row: RollCallRow) => number) =>
    items.reduce((sum, row) => sum + 1 + guestsOf(row), 0);
  return {
    rows,
    presentCount: places(
      rows.filter((row) => row.present),
      (row) => row.guestsPresent,
    ),
    // A walk-up the server refused never joined the list.
    expectedCount: places(
      rows.filter((row) => !row.key.startsWith('queued:') || !row.failed),
      (row) => row.guests,
    ),
  };
}
