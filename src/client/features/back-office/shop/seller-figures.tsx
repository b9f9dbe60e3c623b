/** The seller's Dashboard and Financials tabs: real figures from their order lines. */
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { OrderLine } from '../../../../contract/orders';
import { ORDER_STATUS_LABEL, ORDER_STATUSES } from '../../../../contract/orders-constants';
import { formatMoney } from '../../../lib/money';
import { STATUS_COLOR } from '../../../components/order-status-color';
import { allSellerLinesQuery } from './api';
import { sumSellerLines, type SellerSums } from './seller-sums';
import { WideTable } from '../../../components/wide-table';
import { change, Figure } from '../../../components/figure';
import { LoadFailed } from '../../../components/load-failed';
import { FIGURES_TEXT as TEXT, SHOP_OFFICE_TEXT } from './texts';

function useSums(
  lines: UseQueryResult<OrderLine[]>,
  render: (sums: SellerSums, money: (minor: number) => string) => React.ReactNode,
) {
  if (lines.isPending) return <Skeleton height={200} radius="md" />;
  if (lines.isError) {
    return (
      <LoadFailed
        title={SHOP_OFFICE_TEXT.figuresLoadFailed}
        error={lines.error}
        onRetry={() => void lines.refetch()}
      />
    );
  }
  const sums = sumSellerLines(lines.data);
  const currency = sums.currency ?? 'BDT';
  return render(sums, (minor) => formatMoney(minor, currency));
}

export function SellerOverview() {
  const lines = useQuery(allSellerLinesQuery);
  return useSums(lines, (sums, money) => (
    <Stack gap="md">
      <Title order={3}>{TEXT.dashboard}</Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label={TEXT.orderLines} value={String(sums.lines)} />
        <Figure label={TEXT.sales} value={money(sums.sales)} />
        <Figure
          label={TEXT.thisMonth}
          value={money(sums.thisMonth)}
          hint={change(sums.thisMonth, sums.lastMonth)}
        />
        <Figure label={TEXT.lastMonth} value={money(sums.lastMonth)} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          {TEXT.byStatus}
        </Title>
        <Group gap="sm">
          {ORDER_STATUSES.map((status) => (
            <Badge key={status} color={STATUS_COLOR[status]} variant="light" size="lg">
              {ORDER_STATUS_LABEL[status]}: {sums.byStatus[status]}
            </Badge>
          ))}
        </Group>
      </Card>
    </Stack>
  ));
}

export function SellerFinancials() {
  return <FinancialsOf lines={useQuery(allSellerLinesQuery)} />;
}

/** The Financials figures of these lines: a seller's own, or every line of the shop. */
export function FinancialsOf({ lines }: { lines: UseQueryResult<OrderLine[]> }) {
  return useSums(lines, (sums, money) => (
    <Stack gap="md">
      <Title order={3}>{TEXT.financials}</Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Figure label={TEXT.sales} value={money(sums.sales)} hint={TEXT.units(sums.unitsSold)} />
        <Figure
          label={TEXT.thisMonth}
          value={money(sums.thisMonth)}
          hint={change(sums.thisMonth, sums.lastMonth)}
        />
        <Figure label={TEXT.lastMonth} value={money(sums.lastMonth)} />
        <Figure label={TEXT.inProgress} value={money(sums.inProgress)} hint={TEXT.notCompleted} />
        <Figure label={TEXT.lost} value={money(sums.lost)} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          {TEXT.perProduct}
        </Title>
        {sums.perProduct.length === 0 ? (
          <Text c="dimmed">{TEXT.noSales}</Text>
        ) : (
          <WideTable minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{TEXT.product}</Table.Th>
                  <Table.Th ta="right">{TEXT.unitsHeading}</Table.Th>
                  <Table.Th ta="right">{TEXT.salesHeading}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sums.perProduct.map((product) => (
                  <Table.Tr key={product.pid}>
                    <Table.Td>{product.name}</Table.Td>
                    <Table.Td ta="right">{product.units}</Table.Td>
                    <Table.Td ta="right">{money(product.sales)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
      </Card>
    </Stack>
  ));
}
