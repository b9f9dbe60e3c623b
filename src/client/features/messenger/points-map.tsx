/**
 * The parcel's pick-up and receiver points picked on a map: the merchant chooses which point a
 * tap sets, and each point shows as a marker. The typed fields stay the truth (keyboard users
 * type them, and typing moves the marker); the map only writes them. Offline, or when the tiles
 * do not load, the fields alone remain.
 */
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { LazyTileMap, type MapPoint } from '../../components/map/lazy-tile-map';
import { mapSettingsQuery } from '../../lib/map-settings';
import { useOnline } from '../../lib/pwa/connectivity';
import { pickedText, typedPoint, type PointField } from './map-points';
import { MESSENGER_TEXT } from './texts';

const TEXT = MESSENGER_TEXT.form;
const COLORS: Record<PointField, string> = { pickup: '#1971c2', receiver: '#c92a2a' };

export interface PointTexts {
  pickupLat: string;
  pickupLng: string;
  receiverLat: string;
  receiverLng: string;
}

export function PointsMap({
  values,
  onPick,
}: {
  values: PointTexts;
  onPick: (field: PointField, text: { lat: string; lng: string }) => void;
}) {
  const online = useOnline();
  const settings = useQuery({ ...mapSettingsQuery, enabled: online });
  const [active, setActive] = useState<PointField>('pickup');
  const [failed, setFailed] = useState(false);
  const pickup = typedPoint(values.pickupLat, values.pickupLng);
  const receiver = typedPoint(values.receiverLat, values.receiverLng);
  const points = useMemo<MapPoint[]>(
    () => [
      ...(pickup ? [{ ...pickup, label: TEXT.pickupPoint, color: COLORS.pickup }] : []),
      ...(receiver ? [{ ...receiver, label: TEXT.receiverPoint, color: COLORS.receiver }] : []),
    ],
    // Compared by value: the form hands over new objects on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pickup?.lat, pickup?.lng, receiver?.lat, receiver?.lng],
  );
  // Where the map opens: a point already typed, else the club's city (MAP_CENTER).
  const [typedFirst] = useState<[number, number] | null>(() =>
    pickup ? [pickup.lat, pickup.lng] : receiver ? [receiver.lat, receiver.lng] : null,
  );

  if (!online || failed) {
    return (
      <Text size="sm" c="dimmed">
        {TEXT.mapUnavailable}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={TEXT.tapSets}
        value={active}
        onChange={(value) => setActive(value as PointField)}
        data={[
          { value: 'pickup', label: TEXT.pickupPoint },
          { value: 'receiver', label: TEXT.receiverPoint },
        ]}
      />
      <Text size="xs" c="dimmed">
        {TEXT.tapHint(active)}
      </Text>
      <div style={{ height: 260 }}>
        {settings.data && (
          <Suspense fallback={null}>
            <LazyTileMap
              settings={settings.data}
              label={TEXT.mapLabel}
              points={points}
              center={typedFirst ?? settings.data.center}
              zoom={12}
              height={260}
              onPick={(lat, lng) => onPick(active, pickedText(lat, lng))}
              onTilesFailed={() => setFailed(true)}
            />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
