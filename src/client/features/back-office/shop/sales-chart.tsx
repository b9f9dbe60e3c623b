/** Completed sales per week as columns. */
import type { SellerInsights } from '../../../../contract/seller';
import { ColumnChart } from '../../../components/charts/column-chart';
import { formatCalendarDay } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { ANALYTICS_TEXT } from './texts';

export function SalesChart({
  weeks,
  currency,
}: {
  weeks: SellerInsights['salesByWeek'];
  currency: string;
}) {
  const data = weeks.map((week) => ({
    week: formatCalendarDay(week.weekStart, 'dayMonth'),
    sales: week.sales,
  }));
  return (
    <ColumnChart
      height={200}
      data={data}
      dataKey="week"
      series={[{ name: 'sales', label: ANALYTICS_TEXT.chartSeries(currency), color: 'teal.6' }]}
      valueFormatter={(minor) => formatMoney(minor, currency)}
      label={weeks
        .map((week) =>
          ANALYTICS_TEXT.chartWeek(
            formatCalendarDay(week.weekStart, 'dayMonth'),
            formatMoney(week.sales, currency),
          ),
        )
        .join('; ')}
    />
  );
}
