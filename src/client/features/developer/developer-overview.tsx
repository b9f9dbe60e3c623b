/**
 * The developer's Dashboard tab: real figures of the whole app. Order lines by status (with a
 * chart), completed sales this month against last, the number of members and the bug reports
 * still open.
 */
import { Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SectionLinks } from '../../components/section-links';
import { ORDER_STATUS_LABEL, ORDER_STATUSES } from '../../../contract/orders-constants';
import { change, Figure } from '../../components/figure';
import { sumSellerLines } from '../back-office/shop/seller-sums';
import { formatMoney } from '../../lib/money';
import { bugStatsQuery } from '../back-office/api';
import { everyShopLineQuery } from '../back-office/shop/api';
import { membersQuery } from './api';
import { StatusChart } from './status-chart';
import { LoadFailed } from '../../components/load-failed';
import { DEVELOPER_TEXT } from './texts';

export function DeveloperOverview() {
  const lines = useQuery(everyShopLineQuery);
  const members = useQuery(membersQuery('', 0));
  const bugs = useQuery(bugStatsQuery);
  const error = lines.error ?? members.error ?? bugs.error;

  if (error) {
    return (
      <LoadFailed
        title={DEVELOPER_TEXT.figuresLoadFailed}
        error={error}
        onRetry={() => {
          for (const failed of [lines, members, bugs]) if (failed.isError) void failed.refetch();
        }}
      />
    );
  }
  if (!lines.data || !members.data || !bugs.data) return <Skeleton height={320} radius="md" />;

  const sums = sumSellerLines(lines.data);
  const money = (minor: number) => formatMoney(minor, sums.currency ?? 'BDT');
  const byStatus = ORDER_STATUSES.map((status) => ({
    status: ORDER_STATUS_LABEL[status],
    lines: sums.byStatus[status],
  }));

  return (
    <Stack gap="md">
      <Title order={3}>{DEVELOPER_TEXT.dashboard}</Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure
          label={DEVELOPER_TEXT.salesThisMonth}
          value={money(sums.thisMonth)}
          hint={change(sums.thisMonth, sums.lastMonth)}
        />
        <Figure label={DEVELOPER_TEXT.salesLastMonth} value={money(sums.lastMonth)} />
        <Figure label={DEVELOPER_TEXT.members} value={String(members.data.totalElements)} />
        <Figure
          label={DEVELOPER_TEXT.openBugs}
          value={String(bugs.data.open)}
          hint={DEVELOPER_TEXT.solved(bugs.data.solved)}
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          {DEVELOPER_TEXT.linesByStatus(sums.lines)}
        </Title>
        <StatusChart data={byStatus} />
      </Card>
      <SectionLinks
        to={['/merchandise', '/sdcbikewala', '/chat']}
        label={DEVELOPER_TEXT.sectionsElsewhere}
      />
    </Stack>
  );
}
