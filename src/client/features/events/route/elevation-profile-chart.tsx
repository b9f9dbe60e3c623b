import { Text } from '@mantine/core';
import type { TrackPoint } from './track-outline';
import { elevationProfile } from './elevation-profile';
import { distanceText } from '../ride-format';
import { RIDES_TEXT } from '../texts';

const BOX = { width: 320, height: 110, left: 44, top: 12, bottom: 22 };

/** The route's heights along its length; nothing for a route stored without heights. */
export function ElevationProfile({ track, name }: { track: readonly TrackPoint[]; name: string }) {
  const profile = elevationProfile(track, BOX);
  if (!profile) return null;
  const low = RIDES_TEXT.heightM(profile.minM);
  const high = RIDES_TEXT.heightM(profile.maxM);
  const bottom = BOX.height - BOX.bottom;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={RIDES_TEXT.profileAlt(name, low, high)}
        style={{ width: '100%', height: 'auto' }}
      >
        <polyline
          points={`${BOX.left},${bottom} ${profile.points} ${BOX.width},${bottom}`}
          fill="var(--mantine-color-teal-light)"
          stroke="var(--mantine-color-teal-7)"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <g fontSize={11} fill="var(--mantine-color-text)">
          <text x={BOX.left - 4} y={BOX.top + 4} textAnchor="end">
            {high}
          </text>
          <text x={BOX.left - 4} y={bottom} textAnchor="end">
            {low}
          </text>
          <text x={BOX.left} y={BOX.height - 4}>
            0
          </text>
          <text x={BOX.width} y={BOX.height - 4} textAnchor="end">
            {distanceText(Math.round(profile.lengthKm * 10) / 10)}
          </text>
        </g>
      </svg>
      <Text component="figcaption" size="xs" c="dimmed">
        {RIDES_TEXT.profileCaption}
      </Text>
    </figure>
  );
}
