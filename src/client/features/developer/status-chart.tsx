/**
 * The order lines per status. The bars lie down, one per row with its status beside it:
 * standing side by side on a phone, the statuses' names would not fit under them.
 */
import { RowChart } from '../../components/charts/row-chart';

export function StatusChart({ data }: { data: { status: string; lines: number }[] }) {
  return (
    <RowChart
      data={data.map((entry) => ({ name: entry.status, value: entry.lines }))}
      color="blue.6"
      label={data.map((entry) => `${entry.status}: ${entry.lines}`).join(', ')}
    />
  );
}
