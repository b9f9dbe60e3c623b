/**
 * The member's activity over a period (§2 User dashboard): the 'This week' selector, Share and
 * Export, the headline figures, a chart and a table. Export downloads the table as CSV; Share
 * hands a short summary to the device's share sheet, or copies it where there is none.
 */
import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { MemberActivity } from '../../../contract/member-activity';
import {
  ACTIVITY_PERIOD_LABEL,
  ACTIVITY_PERIODS,
  type ActivityPeriod,
} from '../../../contract/member-activity-constants';
import { CLUB_SETTINGS_DEFAULTS } from '../../../contract/settings-constants';
import { settingsQuery } from '../../lib/club-settings';
import { useCurrentUser } from '../../lib/current-user';
import { activityCsv, downloadCsv } from './activity-csv';
import { activitySummary, formatKm, spentText } from './activity-format';
import { ActivityTable } from './activity-table';
import { memberActivityQuery } from './api';
import type { ActivityView } from './member-tabs';
import { shareSummary } from './share-summary';
import { formatMoney } from '../../lib/money';
import { ActivityChart } from './activity-chart';
import { LoadFailed } from '../../components/load-failed';
import { MEMBER_DASHBOARD_TEXT } from './texts';

/** The periods to pick from, read as the selector is drawn. */
const periodOptions = () =>
  ACTIVITY_PERIODS.map((value) => ({
    value,
    label: ACTIVITY_PERIOD_LABEL[value],
  }));

function isPeriod(value: string | null): value is ActivityPeriod {
  return ACTIVITY_PERIODS.some((period) => period === value);
}

function Figures({ activity, orders }: { activity: MemberActivity; orders: boolean }) {
  const { totals } = activity;
  const clubCurrency = useQuery(settingsQuery).data?.currency ?? CLUB_SETTINGS_DEFAULTS.currency;
  const savedText = formatMoney(totals.saved, totals.currency ?? clubCurrency);
  const figures = [
    // A report about orders leads with them: what was spent, and what sale prices saved.
    ...(orders ? [{ label: MEMBER_DASHBOARD_TEXT.savedOnSale, value: savedText }] : []),
    { label: MEMBER_DASHBOARD_TEXT.ridesRidden, value: String(totals.ridesRidden) },
    { label: MEMBER_DASHBOARD_TEXT.distanceRidden, value: formatKm(totals.distanceKm) },
    { label: MEMBER_DASHBOARD_TEXT.orders, value: String(totals.orders) },
    { label: MEMBER_DASHBOARD_TEXT.spent, value: spentText(activity, clubCurrency) },
    { label: MEMBER_DASHBOARD_TEXT.posts, value: String(totals.posts) },
    {
      label: MEMBER_DASHBOARD_TEXT.likesAndComments,
      value: String(totals.likesReceived + totals.commentsReceived),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      {figures.map((figure) => (
        <Card key={figure.label} withBorder padding="sm" radius="md">
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text
            fz="lg"
            fw={700}
            aria-label={MEMBER_DASHBOARD_TEXT.figure(figure.label, figure.value)}
          >
            {figure.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Loading() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={MEMBER_DASHBOARD_TEXT.loadingActivity}>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={68} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={240} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

export function ActivityReport({ view, title }: { view: ActivityView; title?: string }) {
  const user = useCurrentUser();
  const [period, setPeriod] = useState<ActivityPeriod>(view.period);
  const [shared, setShared] = useState<string | null>(null);
  const activity = useQuery({
    ...memberActivityQuery(user?.id ?? 0, period),
    enabled: !!user,
  });
  const data = activity.data;
  const items = data ? data.items.filter((item) => !view.kind || item.kind === view.kind) : [];

  const exportCsv = () => {
    if (!data) return;
    downloadCsv(
      `club-${view.kind ?? 'activity'}-${period}-${data.to.slice(0, 10)}.csv`,
      activityCsv(items, data.totals.currency),
    );
  };
  const share = async () => {
    if (!data) return;
    setShared(await shareSummary(activitySummary(data), title ?? MEMBER_DASHBOARD_TEXT.myActivity));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <NativeSelect
          label={MEMBER_DASHBOARD_TEXT.period}
          data={periodOptions()}
          value={period}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isPeriod(value)) setPeriod(value);
          }}
          w={180}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => void share()}
            disabled={!data}
          >
            {MEMBER_DASHBOARD_TEXT.share}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            disabled={!data}
          >
            {MEMBER_DASHBOARD_TEXT.export}
          </Button>
        </Group>
      </Group>
      {shared && (
        <Text size="sm" role="status">
          {shared}
        </Text>
      )}
      {activity.isPending ? (
        <Loading />
      ) : activity.isError ? (
        <LoadFailed
          title={MEMBER_DASHBOARD_TEXT.activityLoadFailed}
          error={activity.error}
          onRetry={() => void activity.refetch()}
        />
      ) : (
        <>
          <Figures activity={activity.data} orders={view.kind === 'order'} />
          <Card withBorder radius="md" padding="sm">
            <ActivityChart series={activity.data.series} />
          </Card>
          {items.length > 0 ? (
            // Another period opens the table on its first page.
            <ActivityTable key={period} items={items} currency={activity.data.totals.currency} />
          ) : (
            <Text c="dimmed" ta="center" py="md">
              {MEMBER_DASHBOARD_TEXT.nothingInPeriod(
                view.kind ?? 'all',
                ACTIVITY_PERIOD_LABEL[period].toLowerCase(),
              )}{' '}
              {activity.data.totals.ridesRidden === 0 && (
                <>
                  {MEMBER_DASHBOARD_TEXT.noRidesYet}{' '}
                  <Anchor component={Link} to="/events">
                    {MEMBER_DASHBOARD_TEXT.upcomingRides}
                  </Anchor>
                  .
                </>
              )}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
