/**
 * The last weeks' sign-ups, rides and orders as a line chart. It loads on its own (charts are
 * heavy, docs/architecture.md), so the figures above it never wait for it.
 */
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { WeekFigures } from '../../../contract/admin';
import { formatCalendarDay } from '../../lib/dates';

/** '2026-11-16' as '16 Nov': the week's Monday, short enough for a phone's axis. */
export function weekLabel(weekStart: string): string {
  return formatCalendarDay(weekStart, 'dayMonth');
}

export default function WeeklyChart({ weeks }: { weeks: WeekFigures[] }) {
  const data = weeks.map((week) => ({ ...week, week: weekLabel(week.weekStart) }));
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="week"
      series={[
        { name: 'signups', label: 'Sign-ups', color: 'blue.6' },
        { name: 'rides', label: 'Rides', color: 'teal.6' },
        { name: 'orders', label: 'Orders', color: 'orange.6' },
      ]}
      withLegend
      curveType="linear"
      role="img"
      aria-label={data
        .map(
          (week) =>
            `Week of ${week.week}: ${week.signups} sign-ups, ${week.rides} rides, ${week.orders} orders`,
        )
        .join('; ')}
    />
  );
}
