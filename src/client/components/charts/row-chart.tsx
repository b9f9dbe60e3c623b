/**
 * Bars lying down, one per row, its name before it and its value after it: every name is
 * readable on a phone, however many rows there are.
 */
import { seriesColor } from './chart-frame';
import classes from './charts.module.css';

/** The longest bar leaves room for its value after it. */
const LONGEST = 85;

export function RowChart({
  data,
  color,
  label,
}: {
  data: { name: string; value: number }[];
  color: string;
  label: string;
}) {
  const most = Math.max(1, ...data.map((row) => row.value));
  return (
    <div role="img" aria-label={label} className={classes.rows}>
      {data.map((row) => (
        <div key={row.name} style={{ display: 'contents' }}>
          <span className={classes.rowLabel}>{row.name}</span>
          <span className={classes.rowTrack}>
            <span
              className={classes.rowBar}
              style={{ width: `${(row.value / most) * LONGEST}%`, background: seriesColor(color) }}
            />
            <span className={classes.rowValue}>{row.value}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
