import { describe, expect, it } from 'vitest';
import { elevationProfile } from './elevation-profile';

const BOX = { width: 220, height: 120, left: 20, top: 10, bottom: 10 };

describe('elevationProfile', () => {
  it('puts distance along x and height up y, lowest at the bottom', () => {
    // Three points due north, equally spaced: 10 m, 60 m, 35 m.
    const profile = elevationProfile(
      [
        [23.7, 90.4, 10],
        [23.71, 90.4, 60],
        [23.72, 90.4, 35],
      ],
      BOX,
    );
    expect(profile).not.toBeNull();
    expect(profile!.minM).toBe(10);
    expect(profile!.maxM).toBe(60);
    expect(profile!.lengthKm).toBeCloseTo(2.22, 2);
    expect(profile!.points).toBe('20,110 120,10 220,60');
  });

  it('measures distance over points without a height, and skips them on the line', () => {
    const profile = elevationProfile(
      [
        [23.7, 90.4, 0],
        [23.71, 90.4],
        [23.72, 90.4],
        [23.73, 90.4, 100],
      ],
      BOX,
    );
    expect(profile!.points).toBe('20,110 220,10');
    expect(profile!.lengthKm).toBeCloseTo(3.34, 2);
  });

  it('draws a flat route across the middle', () => {
    const profile = elevationProfile(
      [
        [23.7, 90.4, 5],
        [23.71, 90.4, 5],
      ],
      BOX,
    );
    expect(profile!.points).toBe('20,60 220,60');
  });

  it('has no profile for a route stored without heights, or with one', () => {
    const pairs = [
      [23.7, 90.4],
      [23.71, 90.41],
    ] as const;
    expect(elevationProfile(pairs, BOX)).toBeNull();
    expect(
      elevationProfile(
        [
          [23.7, 90.4, 3],
          [23.71, 90.41],
        ],
        BOX,
      ),
    ).toBeNull();
  });
});
