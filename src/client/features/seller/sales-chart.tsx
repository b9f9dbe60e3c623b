/**
 * Completed sales per week as a bar chart. It loads on its own (charts are heavy,
 * docs/architecture.md), so the figures beside it never wait for it.
 */
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { SellerInsights } from '../../../contract/seller';
import { formatCalendarDay } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { MINOR_PER_MAJOR } from '../../../contract/settings';

export default function SalesChart({
  weeks,
  currency,
}: {
  weeks: SellerInsights['salesByWeek'];
  currency: string;
}) {
  const data = weeks.map((week) => ({
    week: formatCalendarDay(week.weekStart, 'dayMonth'),
    sales: week.sales / MINOR_PER_MAJOR,
  }));
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="week"
      series={[{ name: 'sales', label: `Sales (${currency})`, color: 'teal.6' }]}
      valueFormatter={(value) => formatMoney(Math.round(value * MINOR_PER_MAJOR), currency)}
      role="img"
      aria-label={weeks
        .map(
          (week) =>
            `Week of ${formatCalendarDay(week.weekStart, 'dayMonth')}: ${formatMoney(week.sales, currency)}`,
        )
        .join('; ')}
    />
  );
}
