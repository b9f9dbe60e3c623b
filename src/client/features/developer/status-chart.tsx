/**
 * The bar chart of order lines per status. It loads on its own (charts are heavy,
 * docs/architecture.md), so the developer dashboard's other tabs never wait for it. The bars
 * lie down, one per row with its status beside it: standing side by side on a phone, the
 * chart skipped every other status's name and the bars read as the wrong statuses.
 */
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

export default function StatusChart({
  data,
  height,
}: {
  data: { status: string; lines: number }[];
  /** The same as its placeholder's, so nothing moves when it comes. */
  height: number;
}) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="status"
      orientation="vertical"
      series={[{ name: 'lines', label: 'Order lines', color: 'blue.6' }]}
      tickLine="x"
      // Every status is named, however narrow the screen.
      yAxisProps={{ interval: 0, width: 96 }}
      // Lines are counted: the axis has no fractions.
      xAxisProps={{ allowDecimals: false }}
      withBarValueLabel
      role="img"
      aria-label={data.map((entry) => `${entry.status}: ${entry.lines}`).join(', ')}
    />
  );
}
