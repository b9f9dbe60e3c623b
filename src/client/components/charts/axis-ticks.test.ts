import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-ticks';

describe('axis ticks', () => {
  it('counts whole rides in whole steps up to the largest', () => {
    expect(axisTicks(4, { wholeNumbers: true })).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(3, { wholeNumbers: true })).toEqual([0, 1, 2, 3]);
    expect(axisTicks(9, { wholeNumbers: true })).toEqual([0, 5, 10]);
    expect(axisTicks(1, { wholeNumbers: true })).toEqual([0, 1]);
  });

  it('marks amounts in round steps that reach past the largest', () => {
    expect(axisTicks(4169)).toEqual([0, 2000, 4000, 6000]);
    expect(axisTicks(95)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('gives an empty chart an axis of 0 to 1', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(Number.NaN)).toEqual([0, 1]);
  });
});
