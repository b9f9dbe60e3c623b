import { Chip, Group, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REPAIR_STATUSES,
  REPAIR_STATUS_LABEL,
  type RepairScope,
  type RepairStatus,
} from '../../../contract/repairs-constants';
import { LoadFailed } from '../../components/load-failed';
import { repairsQuery } from './api';
import { RepairCard } from './repair-card';
import { SDCBIKEWALA_TEXT } from './texts';

const ALL = 'all';

/** The member's own bookings, or (the shop's side) every booking, by status. */
export default function RepairList({ scope }: { scope: RepairScope }) {
  const [status, setStatus] = useState<RepairStatus | null>(null);
  const [page, setPage] = useState(0);
  const repairs = useQuery(repairsQuery(scope, status, page));
  const data = repairs.data;
  return (
    <Stack gap="sm">
      {scope === 'shop' && (
        <Chip.Group
          multiple={false}
          value={status ?? ALL}
          onChange={(value) => {
            setStatus(value === ALL ? null : (value as RepairStatus));
            setPage(0);
          }}
        >
          <Group gap={6} role="group" aria-label={SDCBIKEWALA_TEXT.statusFilter}>
            <Chip value={ALL} size="xs">
              {SDCBIKEWALA_TEXT.allStatuses}
            </Chip>
            {REPAIR_STATUSES.map((one) => (
              <Chip key={one} value={one} size="xs">
                {REPAIR_STATUS_LABEL[one]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {repairs.isError && !data && (
        <LoadFailed
          title={SDCBIKEWALA_TEXT.loadFailed}
          error={repairs.error}
          onRetry={() => void repairs.refetch()}
        />
      )}
      {data && data.content.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {scope === 'mine' ? SDCBIKEWALA_TEXT.noRepairs : SDCBIKEWALA_TEXT.noBookings}
        </Text>
      )}
      {data?.content.map((booking) => (
        <RepairCard
          key={`${booking.id}-${booking.updatedAt}`}
          booking={booking}
          shopView={scope === 'shop'}
        />
      ))}
      {data && data.totalPages > 1 && (
        <Group justify="center">
          <Pagination
            aria-label={SDCBIKEWALA_TEXT.page}
            total={data.totalPages}
            value={page + 1}
            onChange={(value) => setPage(value - 1)}
          />
        </Group>
      )}
    </Stack>
  );
}
