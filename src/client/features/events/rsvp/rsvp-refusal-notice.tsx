import { Alert, Button, Stack, Text } from '@mantine/core';
import { loadOutbox } from '../../../lib/outbox/hooks';
import { useQueuedRsvps } from './queued-rsvps';
import { refusalText, type RsvpRefusal } from './rsvp-state';
import { RIDES_TEXT } from '../texts';

/**
 * A refused RSVP no retry can change, said where the rider answered, with Dismiss: seen, it
 * leaves the outbox, and with it the count of what needs the rider.
 */
export function RsvpRefusalNotice({
  entryId,
  refusal,
}: {
  entryId: string;
  refusal: Exclude<RsvpRefusal, { kind: 'guests' }>;
}) {
  return (
    <Alert variant="light" color="orange" data-testid="rsvp-refusal">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {refusalText(refusal)}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => void loadOutbox().then((outbox) => outbox.discard(entryId))}
        >
          {RIDES_TEXT.dismiss}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The rider's RSVPs to a ride the server no longer has (refused 404), for the ride page that
 * cannot load it: said there, not left counted as needing the rider with nowhere to see them.
 */
export function RsvpsToGoneRide({ rideId }: { rideId: number }) {
  const gone = useQueuedRsvps(rideId).filter(
    (entry) => entry.state === 'failed' && entry.lastStatus === 404,
  );
  return gone.map((entry) => (
    <RsvpRefusalNotice key={entry.id} entryId={entry.id} refusal={{ kind: 'gone' }} />
  ));
}
