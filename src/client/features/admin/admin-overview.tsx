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
import { ADMIN_TEXT } from './texts';

/** 'November 2026' for '2026-11'. */
function monthName(month: string): string {
  return formatCalendarDay(`${month}-01`, 'month');
}

function figuresOf(stats: AdminStats) {
  return [
    { label: 'Members', value: String(stats.members), hint: 'Active accounts' },
    { label: 'New sign-ups', value: String(stats.newSignups), hint: 'This month' },
    { label: 'Rides', value: String(stats.rides), hint: 'Scheduled this month' },
    { label: 'Riders', value: String(stats.riders), hint: 'Going on a ride this month' },
    { label: 'Orders', value: String(stats.orders), hint: 'Placed this month' },
    {
      label: 'Sales',
      value: formatMoney(stats.sales, stats.currency),
      hint: 'This month, refused and cancelled lines left out',
    },
    { label: 'Open bugs', value: String(stats.openBugs), hint: 'Not solved yet' },
  ];
}

export function AdminOverview() {
  const stats = useQuery(adminStatsQuery);
  if (stats.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the club's figures">
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
            <Text fz="xl" fw={700} aria-label={`${figure.label}: ${figure.value}`}>
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
          The last {stats.data.weeks.length} weeks
        </Title>
        {quiet ? (
          <Text c="dimmed" size="sm">
            No sign-ups, rides or orders in these weeks yet.
          </Text>
        ) : (
          <WeeklyChart weeks={stats.data.weeks} />
        )}
      </Card>
      <RollCallSummary everyRide />
      <SectionLinks
        to={['/merchandise', '/sdcbikewala', '/chat']}
        label="Sections run from their own pages"
      />
    </Stack>
  );
}
