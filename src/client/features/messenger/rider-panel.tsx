/**
 * The Rider tab: opting in or out, the parcels waiting for a rider (nearest pick-up first when
 * the device's position is shared, and saying so when it is not) once a club admin approved
 * the rider, and the parcels this rider carries, with their next moves.
 */
import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PARCEL_TEXT } from '../../../contract/parcels-constants';
import { errorMessage } from '../../lib/errors';
import { openParcelsQuery, riderQuery, ridingQuery, useSetRider } from './api';
import { ParcelList } from './parcel-list';
import { MESSENGER_TEXT } from './texts';
import { usePosition, type PositionState } from './use-position';
import { LoadFailed } from '../../components/load-failed';

function PositionNote({ state, onAsk }: { state: PositionState; onAsk: () => void }) {
  const text = {
    idle: null,
    asking: MESSENGER_TEXT.positionAsking,
    granted: MESSENGER_TEXT.positionUsed,
    denied: MESSENGER_TEXT.positionDenied,
    unavailable: MESSENGER_TEXT.positionUnavailable,
  }[state.kind];
  return (
    <Group gap="xs" justify="space-between" data-testid="position-note">
      {text && (
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {text}
        </Text>
      )}
      {(state.kind === 'idle' || state.kind === 'unavailable') && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCurrentLocation size={14} />}
          onClick={onAsk}
        >
          {MESSENGER_TEXT.usePosition}
        </Button>
      )}
    </Group>
  );
}

function OpenParcels() {
  const { state, ask } = usePosition();
  const position = state.kind === 'granted' ? state.position : null;
  const open = useInfiniteQuery({
    ...openParcelsQuery(position),
    // Waiting for the position a moment is better than a list reordered under the thumb.
    enabled: state.kind !== 'asking',
  });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {MESSENGER_TEXT.openParcels}
      </Title>
      <PositionNote state={state} onAsk={ask} />
      <ParcelList
        query={open}
        empty={MESSENGER_TEXT.noOpenParcels}
        label={MESSENGER_TEXT.openParcels}
      />
    </Stack>
  );
}

export function RiderPanel() {
  const rider = useQuery(riderQuery);
  const setRider = useSetRider();
  const riding = useInfiniteQuery(ridingQuery);
  // The switch follows the tap at once, in the same render as the tap (the mutation's own
  // state arrives a tick later, and a controlled switch would spring back meanwhile); the
  // server's reply (or refusal) then settles it.
  const [asked, setAsked] = useState<boolean | null>(null);
  const optedIn = asked ?? rider.data?.rider ?? false;
  return (
    <Stack gap="lg" mt="md">
      <Card withBorder radius="md" padding="sm">
        {rider.isPending ? (
          <Skeleton height={24} />
        ) : rider.isError ? (
          <LoadFailed
            title={MESSENGER_TEXT.riderLoadFailed}
            error={rider.error}
            onRetry={() => void rider.refetch()}
          />
        ) : (
          <Stack gap={4}>
            <Switch
              size="md"
              label={MESSENGER_TEXT.riderSwitch}
              checked={optedIn}
              disabled={setRider.isPending}
              onChange={(event) => {
                const next = event.currentTarget.checked;
                setAsked(next);
                setRider.mutate(next, {
                  onError: (error) =>
                    notifications.show({ color: 'red', message: errorMessage(error) }),
                  onSettled: () => setAsked(null),
                });
              }}
            />
            {!optedIn && (
              <Text size="sm" c="dimmed">
                {MESSENGER_TEXT.riderOff}
              </Text>
            )}
          </Stack>
        )}
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {MESSENGER_TEXT.riding}
        </Title>
        <ParcelList query={riding} empty={MESSENGER_TEXT.noRiding} label={MESSENGER_TEXT.riding} />
      </Stack>
      {/* Not a rider: the switch's own line above says how to see open parcels. */}
      {optedIn &&
        (rider.data?.approved ? (
          <OpenParcels />
        ) : (
          rider.isSuccess && (
            <Alert color="yellow" variant="light" title={MESSENGER_TEXT.riderPendingTitle}>
              {PARCEL_TEXT.riderPending}
            </Alert>
          )
        ))}
    </Stack>
  );
}
