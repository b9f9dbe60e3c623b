import { describe, expect, it } from 'vitest';
import { trackOutline } from './track-outline';

const box = { width: 300, height: 200, padding: 10 };

function coords(points: string) {
  return points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
}

describe('the track outline', () => {
  it('fits a track to the box, keeping its shape, centred and north up', () => {
    // A square of 0.01° on the equator: as wide as it is tall.
    const outline = trackOutline(
      [
        [0, 0],
        [0.01, 0],
        [0.01, 0.01],
        [0, 0.01],
      ],
      box,
    )!;
    expect(coords(outline.points)).toEqual([
      [60, 190],
      [60, 10],
      [240, 10],
      [240, 190],
    ]);
    expect(outline.start).toEqual({ x: 60, y: 190 });
    expect(outline.end).toEqual({ x: 240, y: 190 });
  });

  it('narrows longitude away from the equator (at 60° a degree east is half as long)', () => {
    const outline = trackOutline(
      [
        [60, 10],
        [60.01, 10.02],
      ],
      box,
    )!;
    const [[x1, y1], [x2, y2]] = coords(outline.points) as [[number, number], [number, number]];
    expect(Math.abs(x2 - x1)).toBeCloseTo(Math.abs(y2 - y1), 0);
  });

  it('draws a straight east-west track across the width, and nothing for a single point', () => {
    const outline = trackOutline(
      [
        [23.7, 90.3],
        [23.7, 90.5],
      ],
      box,
    )!;
    expect(coords(outline.points)).toEqual([
      [10, 100],
      [290, 100],
    ]);
    expect(trackOutline([[23.7, 90.3]], box)).toBeNull();
  });
});
