/**
 * The bar chart of order lines per status. It loads on its own (charts are heavy,
 * docs/architecture.md), so the developer dashboard's other tabs never wait for it.
 */
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

export default function StatusChart({ data }: { data: { status: string; lines: number }[] }) {
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="status"
      series={[{ name: 'lines', label: 'Order lines', color: 'blue.6' }]}
      tickLine="y"
      // Lines are counted: the axis has no fractions.
      yAxisProps={{ allowDecimals: false }}
      withBarValueLabel
      role="img"
      aria-label={data.map((entry) => `${entry.status}: ${entry.lines}`).join(', ')}
    />
  );
}
