/**
 * Admins' pre-orders: every pre-order, filtered by status and jersey, each with its buyer,
 * contact and payment, a button to mark it paid or unpaid again, and the CSV export of what
 * the filters hold.
 */
import {
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PreOrder, PreOrderFilter } from '../../../contract/merchandise';
import {
  PRE_ORDER_STATUSES,
  PRE_ORDER_STATUS_LABEL,
  type PreOrderStatus,
} from '../../../contract/merchandise-constants';
import { errorMessage } from '../../lib/errors';
import {
  allJerseysQuery,
  downloadPreOrdersCsv,
  markPaid,
  merchandiseKeys,
  preOrdersQuery,
} from './api';
import { PreOrderSummary } from './preorder-summary';
import { MERCHANDISE_SCREEN_TEXT as TEXT } from './texts';
import { LoadFailed } from '../../components/load-failed';

export function PreOrderAdmin() {
  const [filter, setFilter] = useState<PreOrderFilter>({});
  const [page, setPage] = useState(0);
  const preOrders = useQuery(preOrdersQuery(filter, page));
  const jerseys = useQuery(allJerseysQuery);
  const [exporting, setExporting] = useState(false);
  const change = (next: PreOrderFilter) => {
    setFilter(next);
    setPage(0);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPreOrdersCsv(filter);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {TEXT.preOrdersHeading}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {TEXT.exportCsv}
        </Button>
      </Group>
      <Group grow gap="xs">
        <Select
          label={TEXT.statusFilter}
          data={[
            { value: '', label: TEXT.allStatuses },
            ...PRE_ORDER_STATUSES.map((value) => ({
              value,
              label: PRE_ORDER_STATUS_LABEL[value],
            })),
          ]}
          value={filter.status ?? ''}
          onChange={(value) =>
            change({ ...filter, status: (value || undefined) as PreOrderStatus | undefined })
          }
          allowDeselect={false}
        />
        <Select
          label={TEXT.jerseyFilter}
          data={[
            { value: '', label: TEXT.allJerseys },
            ...(jerseys.data ?? []).map((jersey) => ({
              value: String(jersey.id),
              label: jersey.name,
            })),
          ]}
          value={filter.jerseyId ? String(filter.jerseyId) : ''}
          onChange={(value) => change({ ...filter, jerseyId: value ? Number(value) : undefined })}
          allowDeselect={false}
        />
      </Group>
      {preOrders.isPending && <Skeleton height={120} radius="md" />}
      {preOrders.isError && (
        <LoadFailed
          title={TEXT.preOrdersLoadFailed}
          error={preOrders.error}
          onRetry={() => void preOrders.refetch()}
        />
      )}
      {preOrders.data?.content.length === 0 && (
        <Text size="sm" c="dimmed">
          {TEXT.noPreOrdersFound}
        </Text>
      )}
      {preOrders.data?.content.map((preOrder) => (
        <AdminPreOrderCard key={preOrder.id} preOrder={preOrder} />
      ))}
      {preOrders.data && preOrders.data.totalPages > 1 && (
        <Pagination
          aria-label={TEXT.pages}
          total={preOrders.data.totalPages}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
        />
      )}
    </Stack>
  );
}

function AdminPreOrderCard({ preOrder }: { preOrder: PreOrder }) {
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: (paid: boolean) => markPaid(preOrder.id, paid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchandiseKeys.preOrders }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const { delivery } = preOrder;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="admin-preorder">
      <Stack gap="xs">
        <PreOrderSummary preOrder={preOrder} />
        <Text size="sm">
          {TEXT.by(preOrder.buyer.fullName)} · {delivery.name}, {delivery.phone}
        </Text>
        <Text size="sm" c="dimmed">
          {delivery.address}
        </Text>
        {preOrder.status !== 'cancelled' && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant={preOrder.status === 'paid' ? 'default' : 'filled'}
              color={preOrder.status === 'paid' ? 'gray' : 'green'}
              loading={pay.isPending}
              onClick={() => pay.mutate(preOrder.status !== 'paid')}
            >
              {preOrder.status === 'paid' ? TEXT.markUnpaid : TEXT.markPaid}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
