/**
 * The values an axis marks: from 0 up to at least the largest value, in round steps (1, 2, 2.5
 * or 5 times a power of ten), about four of them, as a reader counts them off a chart.
 */
const STEPS = [1, 2, 2.5, 5, 10];

export function axisTicks(max: number, { wholeNumbers = false, count = 4 } = {}): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  let step = magnitude * 10;
  for (const factor of STEPS) {
    // Counts have no quarter steps: 2.5 rides is not a mark anyone reads.
    if (wholeNumbers && !Number.isInteger(factor * magnitude)) continue;
    if (factor * magnitude >= rough) {
      step = factor * magnitude;
      break;
    }
  }
  if (wholeNumbers) step = Math.max(1, Math.round(step));
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  // Rounded, so 0.1 + 0.2 does not print as 0.30000000000000004.
  for (let value = 0; value <= top + step / 2; value += step)
    ticks.push(Number(value.toPrecision(12)));
  return ticks;
}
