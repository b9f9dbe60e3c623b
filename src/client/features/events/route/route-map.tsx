/**
 * A ride's route on the ride page: the outline drawn from the stored track shows at once and
 * stays while the map loads, offline, and when tiles fail; the tile map (loaded lazily, only
 * for a ride with a route, once the route is near the screen) takes its place once a tile has
 * drawn. Under it the height profile,
 * and the links a rider takes on the road: the start in their maps app, and the GPX file.
 */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useRef, useState } from 'react';
import type { EventRoute } from '../../../../contract/events';
import { EVENT_PATHS } from '../../../../contract/events-constants';
import { LazyTileMap, type MapPoint } from '../../../components/map/lazy-tile-map';
import { apiUrl } from '../../../lib/api-client';
import { mapSettingsQuery } from '../../../lib/map-settings';
import { useOnline } from '../../../lib/pwa/connectivity';
import { useNearView } from '../../../lib/use-near-view';
import { ElevationProfile } from './elevation-profile-chart';
import { climbText, distanceText } from '../ride-format';
import { RouteOutline } from './route-outline';
import { RIDES_TEXT } from '../texts';

const START_COLOR = '#2b8a3e';
const FINISH_COLOR = '#c92a2a';

export function RouteMap({
  route,
  name,
  rideId,
}: {
  route: EventRoute;
  name: string;
  rideId: number;
}) {
  const online = useOnline();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const settings = useQuery({ ...mapSettingsQuery, enabled: online && near });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const start = route.track[0];
  const finish = route.track.at(-1);
  const points = useMemo<MapPoint[]>(
    () =>
      start && finish
        ? [
            { lat: finish[0], lng: finish[1], label: RIDES_TEXT.finish, color: FINISH_COLOR },
            { lat: start[0], lng: start[1], label: RIDES_TEXT.start, color: START_COLOR },
          ]
        : [],
    [start, finish],
  );
  const tryMap = near && online && settings.data && state !== 'failed' && route.track.length > 1;
  const showMap = tryMap && state === 'ready';

  return (
    <Stack gap="sm">
      <div ref={box} style={{ position: 'relative' }}>
        <div
          style={{ visibility: showMap ? 'hidden' : 'visible' }}
          aria-hidden={showMap || undefined}
        >
          <RouteOutline route={route} name={name} figures={false} />
        </div>
        {tryMap && (
          <div
            style={{ position: 'absolute', inset: 0, visibility: showMap ? 'visible' : 'hidden' }}
          >
            <Suspense fallback={null}>
              <LazyTileMap
                settings={settings.data!}
                label={RIDES_TEXT.mapOf(name)}
                line={route.track}
                points={points}
                height="100%"
                onReady={() => setState('ready')}
                onTilesFailed={() => setState('failed')}
              />
            </Suspense>
          </div>
        )}
      </div>
      <Text size="sm" c="dimmed">
        {distanceText(route.distanceKm)} · {climbText(route.elevationGainM)}
      </Text>
      <ElevationProfile track={route.track} name={name} />
      <Group gap="xs">
        {start && (
          <Button component="a" href={`geo:${start[0]},${start[1]}`} variant="light">
            {RIDES_TEXT.openStartInMaps}
          </Button>
        )}
        <Button
          component="a"
          href={apiUrl(EVENT_PATHS.routeGpx(rideId))}
          download={`ride-${rideId}.gpx`}
          variant="light"
        >
          {RIDES_TEXT.downloadGpx}
        </Button>
      </Group>
      {start && (
        <Anchor
          size="sm"
          href={`https://www.openstreetmap.org/?mlat=${start[0]}&mlon=${start[1]}#map=15/${start[0]}/${start[1]}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {RIDES_TEXT.openStartOnOsm}
        </Anchor>
      )}
    </Stack>
  );
}
