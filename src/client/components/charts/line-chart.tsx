/**
 * A line per series across the rows of data, a dot at each row. The lines are one SVG drawn
 * in per cent of the plot, stretched to its size; their strokes keep their width.
 */
import { axisTicks } from './axis-ticks';
import { ChartFrame, seriesColor, type ChartSeries } from './chart-frame';
import type { ChartRow } from './column-chart';
import classes from './charts.module.css';

export function LineChart<Row extends ChartRow>({
  data,
  dataKey,
  series,
  height,
  withLegend = false,
  label,
}: {
  data: Row[];
  dataKey: keyof Row & string;
  series: ChartSeries[];
  height: number;
  withLegend?: boolean;
  label: string;
}) {
  const valueOf = (row: Row, name: string) => Number(row[name]) || 0;
  const most = Math.max(
    0,
    ...data.flatMap((row) => series.map((entry) => valueOf(row, entry.name))),
  );
  const ticks = axisTicks(most, { wholeNumbers: true });
  const top = ticks.at(-1) ?? 1;
  // Each row sits in the middle of its slot, as the labels under it do.
  const x = (index: number) => ((index + 0.5) / data.length) * 100;
  const y = (value: number) => (value / top) * 100;
  return (
    <ChartFrame
      ticks={ticks}
      formatTick={String}
      labels={data.map((row) => String(row[dataKey]))}
      height={height}
      legend={withLegend ? series : undefined}
      label={label}
    >
      <svg className={classes.line} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden>
        {series.map((entry) => (
          <polyline
            key={entry.name}
            fill="none"
            stroke={seriesColor(entry.color)}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            points={data
              .map((row, index) => `${x(index)},${100 - y(valueOf(row, entry.name))}`)
              .join(' ')}
          />
        ))}
      </svg>
      {series.flatMap((entry) =>
        data.map((row, index) => (
          <span
            key={`${entry.name}-${index}`}
            className={classes.dot}
            title={`${row[dataKey]}: ${entry.label} ${valueOf(row, entry.name)}`}
            style={{
              left: `${x(index)}%`,
              bottom: `${y(valueOf(row, entry.name))}%`,
              background: seriesColor(entry.color),
            }}
          />
        )),
      )}
    </ChartFrame>
  );
}
