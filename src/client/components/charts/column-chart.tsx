/**
 * Columns along a bottom axis, one per row of data, each the series' values stacked in order.
 * Hovering a column shows its figures.
 */
import { axisTicks } from './axis-ticks';
import { ChartFrame, seriesColor, type ChartSeries } from './chart-frame';
import classes from './charts.module.css';

export type ChartRow = Record<string, string | number>;

export function ColumnChart<Row extends ChartRow>({
  data,
  dataKey,
  series,
  height,
  withLegend = false,
  wholeNumbers = false,
  valueFormatter = String,
  label,
}: {
  data: Row[];
  /** The field that names each column on the axis. */
  dataKey: keyof Row & string;
  series: ChartSeries[];
  height: number;
  withLegend?: boolean;
  /** Counts: the axis marks no fractions. */
  wholeNumbers?: boolean;
  valueFormatter?: (value: number) => string;
  label: string;
}) {
  const valueOf = (row: Row, name: string) => Number(row[name]) || 0;
  const totals = data.map((row) =>
    series.reduce((sum, entry) => sum + valueOf(row, entry.name), 0),
  );
  const ticks = axisTicks(Math.max(0, ...totals), { wholeNumbers });
  const top = ticks.at(-1) ?? 1;
  return (
    <ChartFrame
      ticks={ticks}
      formatTick={valueFormatter}
      labels={data.map((row) => String(row[dataKey]))}
      height={height}
      legend={withLegend ? series : undefined}
      label={label}
    >
      <div className={classes.slots}>
        {data.map((row, index) => (
          <div
            key={index}
            className={classes.slot}
            title={`${row[dataKey]}: ${series
              .map((entry) => `${entry.label} ${valueFormatter(valueOf(row, entry.name))}`)
              .join(', ')}`}
          >
            {series.map((entry) => {
              const value = valueOf(row, entry.name);
              return value > 0 ? (
                <div
                  key={entry.name}
                  className={classes.piece}
                  style={{
                    height: `${(value / top) * 100}%`,
                    background: seriesColor(entry.color),
                  }}
                />
              ) : null;
            })}
          </div>
        ))}
      </div>
    </ChartFrame>
  );
}
