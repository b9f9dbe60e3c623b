import { Stack, Text } from '@mantine/core';
import type { EventRoute } from '../../../../contract/events';
import { climbText, distanceText } from '../ride-format';
import { RIDES_TEXT } from '../texts';
import { trackOutline } from './track-outline';

const BOX = { width: 320, height: 200, padding: 12 };

/** The GPX track as an outline: no map tiles, so it draws offline from the stored points. */
export function RouteOutline({
  route,
  name,
  figures = true,
}: {
  route: EventRoute;
  name: string;
  /** Distance and climb under the outline; the form says them in its own words. */
  figures?: boolean;
}) {
  const outline = trackOutline(route.track, BOX);
  return (
    <Stack gap={6}>
      {outline && (
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-label={RIDES_TEXT.routeAlt(name)}
          style={{
            width: '100%',
            height: 'auto',
            background: 'var(--mantine-color-default-hover)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <polyline
            points={outline.points}
            fill="none"
            stroke="var(--mantine-color-teal-7)"
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
          <circle cx={outline.end.x} cy={outline.end.y} r={6} fill="var(--mantine-color-red-8)">
            <title>{RIDES_TEXT.finish}</title>
          </circle>
          <circle
            cx={outline.start.x}
            cy={outline.start.y}
            r={6}
            fill="var(--mantine-color-green-8)"
            stroke="white"
            strokeWidth={2}
          >
            <title>{RIDES_TEXT.start}</title>
          </circle>
        </svg>
      )}
      {figures && (
        <Text size="sm" c="dimmed">
          {distanceText(route.distanceKm)} · {climbText(route.elevationGainM)}
        </Text>
      )}
    </Stack>
  );
}
