/** The last weeks' sign-ups, rides and orders as a line chart. */
import type { WeekFigures } from '../../../contract/admin';
import { LineChart } from '../../components/charts/line-chart';
import { formatCalendarDay } from '../../lib/dates';
import { OVERVIEW_TEXT } from './texts';

/** '2026-11-16' as '16 Nov': the week's Monday, short enough for a phone's axis. */
export function weekLabel(weekStart: string): string {
  return formatCalendarDay(weekStart, 'dayMonth');
}

export function WeeklyChart({ weeks }: { weeks: WeekFigures[] }) {
  const data = weeks.map((week) => ({ ...week, week: weekLabel(week.weekStart) }));
  return (
    <LineChart
      height={240}
      data={data}
      dataKey="week"
      series={[
        { name: 'signups', label: OVERVIEW_TEXT.signups, color: 'blue.6' },
        { name: 'rides', label: OVERVIEW_TEXT.rides, color: 'teal.6' },
        { name: 'orders', label: OVERVIEW_TEXT.orders, color: 'orange.6' },
      ]}
      withLegend
      label={data
        .map((week) => OVERVIEW_TEXT.week(week.week, week.signups, week.rides, week.orders))
        .join('; ')}
    />
  );
}
