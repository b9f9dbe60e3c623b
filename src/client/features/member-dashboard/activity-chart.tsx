/** The period's rides, posts and orders per day or week, as stacked columns. */
import type { ActivityPoint } from '../../../contract/member-activity';
import { ColumnChart } from '../../components/charts/column-chart';
import { formatCalendarDay } from '../../lib/dates';

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
        { name: 'rides', label: 'Rides', color: 'teal.6' },
        { name: 'posts', label: 'Posts', color: 'blue.6' },
        { name: 'orders', label: 'Orders', color: 'orange.6' },
      ]}
      withLegend
      // Counts are whole: an axis of 0.25 rides reads as nonsense.
      wholeNumbers
      label={
        data
          .filter((point) => point.rides || point.posts || point.orders)
          .map(
            (point) =>
              `${point.day}: ${point.rides} rides, ${point.posts} posts, ${point.orders} orders`,
          )
          .join('; ') || 'No activity in this period'
      }
    />
  );
}
