/** The seller's Orders tab: their order lines, newest first, by status, a page at a time. */
import { Chip, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { LineToShip } from '../../../../contract/orders';
import {
  ORDER_STATUS_LABEL,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../contract/orders-constants';
import type { Page } from '../../../../contract/paging';
import { sellerLinesQuery } from './api';
import { SellerLineCard } from './seller-line-card';
import { LoadFailed } from '../../../components/load-failed';
import { ORDER_LINES_TEXT as TEXT, SHOP_OFFICE_TEXT } from './texts';

const ALL = 'all';

const useSellerLines = (status: OrderStatus | null, page: number) =>
  useQuery(sellerLinesQuery(status, page));

export function SellerOrders({ status = null }: { status?: OrderStatus | null }) {
  return <OrderLinesByStatus useLines={useSellerLines} initialStatus={status} />;
}

/** Order lines by status, a page at a time, each with its moves; whose lines, `useLines` says. */
export function OrderLinesByStatus({
  useLines,
  initialStatus = null,
}: {
  useLines: (status: OrderStatus | null, page: number) => UseQueryResult<Page<LineToShip>>;
  /** The status shown first; all lines when null. */
  initialStatus?: OrderStatus | null;
}) {
  const [status, setStatus] = useState<OrderStatus | null>(initialStatus);
  const [page, setPage] = useState(0);
  const lines = useLines(status, page);

  return (
    <Stack gap="md">
      <Title order={3}>{TEXT.title}</Title>
      <Chip.Group
        value={status ?? ALL}
        onChange={(value) => {
          setStatus(value === ALL ? null : (value as OrderStatus));
          setPage(0);
        }}
      >
        <Group gap="xs" role="radiogroup" aria-label={TEXT.status}>
          <Chip value={ALL} size="sm">
            {TEXT.all}
          </Chip>
          {ORDER_STATUSES.map((value) => (
            <Chip key={value} value={value} size="sm">
              {ORDER_STATUS_LABEL[value]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {lines.isPending && (
        <Stack gap="sm">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={120} radius="md" />
          ))}
        </Stack>
      )}
      {lines.isError && (
        <LoadFailed
          title={SHOP_OFFICE_TEXT.linesLoadFailed}
          error={lines.error}
          onRetry={() => void lines.refetch()}
        />
      )}
      {lines.data && lines.data.content.length === 0 && (
        <Text c="dimmed">
          {status ? TEXT.noneOf(ORDER_STATUS_LABEL[status].toLowerCase()) : TEXT.none}
        </Text>
      )}
      {lines.data && lines.data.content.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={TEXT.list}
        >
          {lines.data.content.map((line) => (
            <SellerLineCard key={line.id} line={line} />
          ))}
        </Stack>
      )}
      {lines.data && lines.data.totalPages > 1 && (
        <Pagination
          total={lines.data.totalPages}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
          aria-label={TEXT.pages}
        />
      )}
    </Stack>
  );
}
