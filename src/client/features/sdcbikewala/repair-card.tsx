import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { RepairBooking } from '../../../contract/repairs';
import {
  findRepairMove,
  REPAIR_STATUS_LABEL,
  type RepairStatus,
} from '../../../contract/repairs-constants';
import { errorMessage } from '../../lib/errors';
import { useMoveRepair, useSetRepairEta } from './api';
import { SDCBIKEWALA_TEXT } from './texts';
import { formatCalendarDay, formatDate, fromClubInput, toClubInput } from '../../lib/dates';

const STATUS_COLOR: Record<RepairStatus, string> = {
  requested: 'yellow',
  accepted: 'blue',
  in_repair: 'indigo',
  ready: 'green',
  collected: 'gray',
  declined: 'red',
  cancelled: 'gray',
};

/**
 * One booking: when, what, status and ready time, and who to reach (the booker's phone and
 * address, which only the booker and the shop ever receive); the moves the reader may make.
 */
export function RepairCard({ booking, shopView }: { booking: RepairBooking; shopView: boolean }) {
  const move = useMoveRepair();
  const setEta = useSetRepairEta();
  const [eta, setEtaValue] = useState(toClubInput(booking.eta ?? ''));
  const failed = move.error ?? setEta.error;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={booking.issue}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>
            {SDCBIKEWALA_TEXT.when(formatCalendarDay(booking.date, 'day'), booking.time)}
          </Text>
          <Badge color={STATUS_COLOR[booking.status]} variant="light" data-testid="repair-status">
            {REPAIR_STATUS_LABEL[booking.status]}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {booking.issue}
        </Text>
        <Text size="sm" c="dimmed">
          {booking.eta
            ? SDCBIKEWALA_TEXT.etaAt(formatDate(booking.eta, 'dateTime'))
            : SDCBIKEWALA_TEXT.noEta}
        </Text>
        <Text size="sm">
          {booking.name} · {booking.phone}
          <br />
          {booking.address}
        </Text>
        {shopView && (
          <Text size="xs" c="dimmed">
            {SDCBIKEWALA_TEXT.bookedBy(booking.booker.fullName || booking.booker.username)}
          </Text>
        )}
        {booking.canSetEta && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={SDCBIKEWALA_TEXT.setEta}
              type="datetime-local"
              size="xs"
              value={eta}
              onChange={(event) => setEtaValue(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button
              size="xs"
              variant="default"
              loading={setEta.isPending}
              onClick={() =>
                setEta.mutate({ id: booking.id, eta: eta ? fromClubInput(eta) || null : null })
              }
            >
              {SDCBIKEWALA_TEXT.saveEta}
            </Button>
          </Group>
        )}
        {booking.nextStatuses.length > 0 && (
          <Group gap="xs">
            {booking.nextStatuses.map((to) => (
              <Button
                key={to}
                size="xs"
                variant={to === 'cancelled' || to === 'declined' ? 'default' : 'filled'}
                color={to === 'cancelled' || to === 'declined' ? 'red' : undefined}
                loading={move.isPending && move.variables?.to === to}
                disabled={move.isPending}
                onClick={() => move.mutate({ booking, to })}
              >
                {findRepairMove(booking.status, to)?.label ?? REPAIR_STATUS_LABEL[to]}
              </Button>
            ))}
          </Group>
        )}
        {failed && (
          <Text size="sm" c="red" role="alert">
            {SDCBIKEWALA_TEXT.moveFailed} {errorMessage(failed)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
