import { describe, expect, it } from 'vitest';
import type { Attendance, AttendanceEntry } from '../../../../contract/ride-attendance';
import type { PublicUser } from '../../../../contract/users';
import { rollCallView, type QueuedMark, type QueuedWalkUp } from './roll-call-state';

const member = (id: number, fullName: string): PublicUser => ({
  id,
  username: `rider${id}`,
  fullName,
  uniqueName: `rider${id}`,
  profilePicture: null,
  coverPicture: null,
  roles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});

const entry = (overrides: Partial<AttendanceEntry>): AttendanceEntry => ({
  user: null,
  guestName: null,
  walkUpId: null,
  guests: 0,
  present: false,
  guestsPresent: 0,
  markedAt: null,
  markedBy: null,
  ...overrides,
});

const list: Attendance = {
  eventId: 7,
  open: true,
  opensAt: '2026-11-27T09:00:00.000Z',
  closesAt: '2026-12-04T10:00:00.000Z',
  presentCount: 2,
  expectedCount: 4,
  entries: [
    entry({ user: member(1, 'Asha'), guests: 1 }),
    entry({ user: member(2, 'Bilal'), present: true }),
    entry({ guestName: 'Sam', walkUpId: 30, present: true }),
  ],
};

let clock = 0;
function queued<P>(payload: P, state: 'pending' | 'failed' = 'pending') {
  clock += 1;
  return {
    id: `entry-${clock}`,
    kind: 'k',
    payload,
    createdAt: clock,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: state === 'failed' ? 'The roll-call closed 7 days after the ride started.' : null,
    lastStatus: state === 'failed' ? 409 : null,
    state,
    ownerId: 1,
    uncertain: false,
  };
}

describe('rollCallView', () => {
  it('counts a member with their guests, and guest walk-ups', () => {
    const view = rollCallView(list, [], []);
    expect(view.rows.map((row) => [row.name, row.present])).toEqual([
      ['Asha', false],
      ['Bilal', true],
      ['Sam', true],
    ]);
    expect([view.presentCount, view.expectedCount]).toEqual([2, 4]);
  });

  it('lays taps and walk-ups still in the outbox over the list, in the order they were made', () => {
    const marks: QueuedMark[] = [
      queued({ eventId: 7, userId: 1, present: true }),
      queued({ eventId: 7, userId: 2, present: false }),
    ];
    const walkUps: QueuedWalkUp[] = [
      queued({ eventId: 7, guestName: 'Kim', name: 'Kim' }),
      queued({ eventId: 7, userId: 9, name: 'Dipa' }),
    ];
    const view = rollCallView(list, marks, walkUps);
    expect(view.rows.map((row) => [row.name, row.present, row.waiting])).toEqual([
      ['Asha', true, true],
      ['Bilal', false, true],
      ['Sam', true, false],
      ['Kim', true, true],
      ['Dipa', true, true],
    ]);
    // Asha and her guest, Sam, Kim and Dipa.
    expect([view.presentCount, view.expectedCount]).toEqual([5, 6]);
  });

  it('counts only the guests a tap says came', () => {
    const view = rollCallView(
      list,
      [queued({ eventId: 7, userId: 1, present: true, guests: 0 })],
      [],
    );
    expect(view.rows[0]).toMatchObject({ present: true, guests: 1, guestsPresent: 0 });
    // Asha without her guest, Bilal, Sam.
    expect([view.presentCount, view.expectedCount]).toEqual([3, 4]);
  });

  it('a refused tap changes nothing and says why; a refused walk-up joins no count', () => {
    const view = rollCallView(
      list,
      [queued({ eventId: 7, userId: 1, present: true }, 'failed')],
      [queued({ eventId: 7, guestName: 'Kim', name: 'Kim' }, 'failed')],
    );
    expect(view.rows[0]).toMatchObject({ present: false, waiting: false });
    expect(view.rows[0]!.failed).toMatchObject({
      reason: expect.stringMatching(/closed/),
      refusal: 'refused',
    });
    expect(view.rows[3]).toMatchObject({ name: 'Kim', present: false });
    expect([view.presentCount, view.expectedCount]).toEqual([2, 4]);
  });

  it('a tap only a newer version of the app can send says so, apart from a refusal', () => {
    const mark = {
      ...queued({ eventId: 7, userId: 1, present: true }, 'failed'),
      kind: 'event.attendance',
    };
    const view = rollCallView(list, [{ ...mark, parkedFor: 'update' as const }], []);
    expect(view.rows[0]).toMatchObject({ present: false, waiting: false });
    expect(view.rows[0]!.failed).toMatchObject({ entryId: mark.id, refusal: 'update' });
  });
});
