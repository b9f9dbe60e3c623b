/**
 * The admin's Dashboard tab: this month's figures, each counted by the server from the
 * database, and the last weeks in a chart that loads on its own.
 */
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SectionLinks } from '../../components/section-links';
import type { AdminStats } from '../../../contract/admin';
import { formatMoney } from '../../lib/money';
import { adminStatsQuery } from './api';
import { formatCalendarDay } from '../../lib/dates';
import { WeeklyChart } from './weekly-chart';
import { LoadFailed } from '../../components/load-failed';
import { RollCallSummary } from '../events/attendance/roll-call-summary';
import { ADMIN_TEXT, OVERVIEW_TEXT as O } from './texts';

/** 'November 2026' for '2026-11'. */
function monthName(month: string): string {
  return formatCalendarDay(`${month}-01`, 'month');
}

function figuresOf(stats: AdminStats) {
  return [
    { label: O.members, value: String(stats.members), hint: O.membersHint },
    { label: O.newSignups, value: String(stats.newSignups), hint: O.thisMonth },
    { label: O.rides, value: String(stats.rides), hint: O.ridesHint },
    { label: O.riders, value: String(stats.riders), hint: O.ridersHint },
    { label: O.orders, value: String(stats.orders), hint: O.ordersHint },
    {
      label: O.sales,
      value: formatMoney(stats.sales, stats.currency),
      hint: O.salesHint,
    },
    { label: O.openBugs, value: String(stats.openBugs), hint: O.openBugsHint },
  ];
}

export function AdminOverview() {
  const stats = useQuery(adminStatsQuery);
  if (stats.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={O.loading}>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} height={92} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  if (stats.isError) {
    return (
      <LoadFailed
        title={ADMIN_TEXT.figuresLoadFailed}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const quiet = stats.data.weeks.every((week) => !week.signups && !week.rides && !week.orders);
  return (
    <Stack gap="lg">
      <Title order={3}>{monthName(stats.data.month)}</Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
        {figuresOf(stats.data).map((figure) => (
          <Card key={figure.label} withBorder padding="md" radius="md">
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fz="xl" fw={700} aria-label={ADMIN_TEXT.figure(figure.label, figure.value)}>
              {figure.value}
            </Text>
            <Text size="xs" c="dimmed">
              {figure.hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="md" radius="md">
        <Title order={4} mb="sm">
          {O.lastWeeks(stats.data.weeks.length)}
        </Title>
        {quiet ? (
          <Text c="dimmed" size="sm">
            {O.quiet}
          </Text>
        ) : (
          <WeeklyChart weeks={stats.data.weeks} />
        )}
      </Card>
      <RollCallSummary everyRide />
      <SectionLinks
        to={['/merchandise', '/sdcbikewala', '/chat']}
        label={ADMIN_TEXT.sectionsElsewhere}
      />
    </Stack>
  );
}
