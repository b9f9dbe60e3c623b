/** The period's rides, posts and orders per day or week, as stacked columns. */
import type { ActivityPoint } from '../../../contract/member-activity';
import { ColumnChart } from '../../components/charts/column-chart';
import { formatCalendarDay } from '../../lib/dates';
import { MEMBER_DASHBOARD_TEXT } from './texts';

/** '2026-11-16' as '16 Nov', short enough for a phone's axis. */
function dayLabel(date: string): string {
  return formatCalendarDay(date, 'dayMonth');
}

export function ActivityChart({ series }: { series: ActivityPoint[] }) {
  const data = series.map((point) => ({ ...point, day: dayLabel(point.date) }));
  return (
    <ColumnChart
      height={240}
      data={data}
      dataKey="day"
      series={[
        { name: 'rides', label: MEMBER_DASHBOARD_TEXT.rides, color: 'teal.6' },
        { name: 'posts', label: MEMBER_DASHBOARD_TEXT.posts, color: 'blue.6' },
        { name: 'orders', label: MEMBER_DASHBOARD_TEXT.orders, color: 'orange.6' },
      ]}
      withLegend
      // Counts are whole: an axis of 0.25 rides reads as nonsense.
      wholeNumbers
      label={
        data
          .filter((point) => point.rides || point.posts || point.orders)
          .map((point) =>
            MEMBER_DASHBOARD_TEXT.dayActivity(point.day, point.rides, point.posts, point.orders),
          )
          .join('; ') || MEMBER_DASHBOARD_TEXT.noActivity
      }
    />
  );
}
