/**
 * What the column and line charts share: the legend, the value axis with its dashed lines, and
 * the labels under the plot. The plot itself is the chart's own (`children`), drawn in per cent
 * of the area, where 0 is the axis and 100 the top mark.
 */
import type { ReactNode } from 'react';
import classes from './charts.module.css';

export interface ChartSeries {
  /** The field of each row that holds this series' value. */
  name: string;
  label: string;
  /** A Mantine colour with its shade, such as 'teal.6'. */
  color: string;
}

/** 'teal.6' as the theme's CSS variable, so the dark scheme's palette applies too. */
export function seriesColor(color: string): string {
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
}

/** A phone's axis holds about seven labels; the others are left out, evenly. */
const MOST_LABELS = 7;

export function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <div className={classes.legend}>
      {series.map((entry) => (
        <span key={entry.name}>
          <span className={classes.swatch} style={{ background: seriesColor(entry.color) }} />
          {entry.label}
        </span>
      ))}
    </div>
  );
}

export function ChartFrame({
  ticks,
  formatTick,
  labels,
  height,
  legend,
  label,
  children,
}: {
  ticks: number[];
  formatTick: (value: number) => string;
  /** One per slot along the bottom, in order. */
  labels: string[];
  height: number;
  legend?: ChartSeries[];
  /** What the chart says, for a screen reader: its parts are drawing only. */
  label: string;
  children: ReactNode;
}) {
  const top = ticks.at(-1) ?? 1;
  const marks = ticks.map((tick) => ({ tick, text: formatTick(tick) }));
  const widest = marks.reduce((a, b) => (b.text.length > a.length ? b.text : a), '');
  const every = Math.ceil(labels.length / MOST_LABELS);
  return (
    <div role="img" aria-label={label} className={classes.chart} style={{ height }}>
      {legend && <ChartLegend series={legend} />}
      <div className={classes.frame}>
        <div className={classes.yAxis}>
          <span className={classes.widest}>{widest}</span>
          {marks.map(({ tick, text }) => (
            <span key={tick} className={classes.tick} style={{ bottom: `${(tick / top) * 100}%` }}>
              {text}
            </span>
          ))}
        </div>
        <div className={classes.area}>
          {ticks.slice(1).map((tick) => (
            <div
              key={tick}
              className={classes.gridline}
              style={{ bottom: `${(tick / top) * 100}%` }}
            />
          ))}
          {children}
        </div>
        <div className={classes.xAxis}>
          {labels.map((text, index) => (
            <span key={index} className={classes.xLabel}>
              {index % every === 0 ? text : ''}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
