/**
 * Roll-call calls: the list (the organiser and admins), and taking a walk-up off it, which
 * needs the network. Marks and walk-ups go through the outbox (outbox-send.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attendance, AttendanceSummary } from '../../../../contract/ride-attendance';
import { ATTENDANCE_PATHS } from '../../../../contract/ride-attendance-constants';
import type { Page } from '../../../../contract/paging';
import type { PublicUser } from '../../../../contract/users';
import { USER_PATHS } from '../../../../contract/api-paths';
import { api } from '../../../lib/api-client';
import { keepWriteReplyAsRead } from '../../../lib/pwa/keep-write-reply';

export const attendanceKeys = {
  one: (eventId: number) => ['events', 'attendance', eventId] as const,
  members: (q: string) => ['events', 'attendance', 'members', q] as const,
  summary: ['events', 'attendance', 'summary'] as const,
};

export const attendanceSummaryQuery = queryOptions({
  queryKey: attendanceKeys.summary,
  queryFn: ({ signal }) => api<AttendanceSummary>(ATTENDANCE_PATHS.summary, { signal }),
});

export function attendanceQuery(eventId: number) {
  return queryOptions({
    queryKey: attendanceKeys.one(eventId),
    queryFn: ({ signal }) => api<Attendance>(ATTENDANCE_PATHS.list(eventId), { signal }),
  });
}

/** Members whose name matches, from the people directory's search. */
export function memberSearchQuery(q: string) {
  return queryOptions({
    queryKey: attendanceKeys.members(q),
    queryFn: ({ signal }) =>
      api<Page<PublicUser>>(USER_PATHS.directory, {
        query: { q, sort: 'name', page: 0, size: 8 },
        signal,
      }),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });
}

export function useRemoveWalkUp(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (walkUpId: number) =>
      api<Attendance>(ATTENDANCE_PATHS.walkUp(eventId, walkUpId), { method: 'DELETE' }),
    onSuccess: (list) => {
      client.setQueryData(attendanceKeys.one(eventId), list);
      keepWriteReplyAsRead(ATTENDANCE_PATHS.list(eventId), list, null);
    },
  });
}
