/**
 * The organiser's "Roll-call" on the ride page, while marks are taken (an hour before the start
 * to 7 days after, not on a cancelled ride). The list opens full screen on a phone and loads
 * with its first opening, so the ride page does not carry it.
 */
import { Button, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChecklist } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { Event } from '../../../../contract/events';
import { ATTENDANCE_LIMITS } from '../../../../contract/ride-attendance-constants';
import { Modal } from '../../../components/overlays/modal';
import { importWhenOnline } from '../../../lib/load-late';
import { useEditRequest } from '../../../lib/outbox/edit-request';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import type { AttendanceMarkPayload, WalkUpPayload } from './outbox-send';
import { ROLL_CALL_TEXT } from './texts';

const RollCallList = lazy(() => importWhenOnline(() => import('./roll-call-list')));

export function rollCallOpen(ride: Pick<Event, 'startsAt' | 'status'>, now = Date.now()) {
  const start = new Date(ride.startsAt).getTime();
  return (
    ride.status !== 'cancelled' &&
    now >= start - ATTENDANCE_LIMITS.opensBeforeStartMs &&
    now <= start + ATTENDANCE_LIMITS.closesAfterStartMs
  );
}

export function RollCallButton({ ride }: { ride: Event }) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  // `?edit=<entry>`: a mark or walk-up opened from another version of the app ("Update the
  // app"). Its form is the roll-call's own rows: the roll-call opens with the entry shown.
  useEditRequest<AttendanceMarkPayload | WalkUpPayload>(
    [OUTBOX_KINDS.eventAttendance, OUTBOX_KINDS.eventWalkUp],
    (entry) => {
      if (entry.payload.eventId !== ride.id || !ride.canEdit) return false;
      setOpened(true);
    },
  );
  if (!ride.canEdit || !rollCallOpen(ride)) return null;
  return (
    <>
      <Button size="sm" leftSection={<IconChecklist size={16} />} onClick={() => setOpened(true)}>
        {ROLL_CALL_TEXT.open}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={ROLL_CALL_TEXT.title(ride.name)}
        fullScreen={phone}
        size="lg"
      >
        <Suspense fallback={<Skeleton height={200} radius="md" />}>
          <RollCallList eventId={ride.id} />
        </Suspense>
      </Modal>
    </>
  );
}
