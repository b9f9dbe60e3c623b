/**
 * What the club owes each seller and where to pay it: their completed sales this month and in
 * all, beside the payout account from their Settings (admins and developers only).
 */
import { Card, Skeleton, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAYOUT_METHOD_LABEL } from '../../../../contract/seller';
import { WideTable } from '../../../components/wide-table';
import { formatMoney } from '../../../lib/money';
import { sellerPayoutsQuery } from './api';
import { LoadFailed } from '../../../components/load-failed';
import { PAYOUTS_TEXT as TEXT, SHOP_OFFICE_TEXT } from './texts';

export function SellerPayouts() {
  const payouts = useQuery(sellerPayoutsQuery);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="payouts-title">
      <Title order={4} mb="sm" id="payouts-title">
        {TEXT.title}
      </Title>
      {payouts.isPending ? (
        <Skeleton height={120} />
      ) : payouts.isError ? (
        <LoadFailed
          title={SHOP_OFFICE_TEXT.payoutsLoadFailed}
          error={payouts.error}
          onRetry={() => void payouts.refetch()}
        />
      ) : payouts.data.content.length === 0 ? (
        <Text c="dimmed">{TEXT.none}</Text>
      ) : (
        <WideTable minWidth={560}>
          <Table verticalSpacing="xs" aria-label={TEXT.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{TEXT.seller}</Table.Th>
                <Table.Th>{TEXT.payInto}</Table.Th>
                <Table.Th ta="right">{TEXT.thisMonth}</Table.Th>
                <Table.Th ta="right">{TEXT.inAll}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payouts.data.content.map((row) => (
                <Table.Tr key={row.seller.id}>
                  <Table.Td>
                    {row.businessName || row.seller.fullName}
                    <Text size="xs" c="dimmed">
                      @{row.seller.username}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.payout ? (
                      <>
                        {PAYOUT_METHOD_LABEL[row.payout.method]} {row.payout.accountNumber}
                        <Text size="xs" c="dimmed">
                          {row.payout.accountName}
                          {row.payout.bankName ? `, ${row.payout.bankName}` : ''}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {TEXT.noAccount}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(row.completedThisMonth, payouts.data.currency)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(row.completedInAll, payouts.data.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </Card>
  );
}
