/** The delivery charge the server quotes for the parcel as typed, with its parts. */
import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { ParcelQuote } from '../../../contract/parcels';
import { formatMoney } from '../../lib/money';
import { MESSENGER_TEXT } from './texts';

const TEXT = MESSENGER_TEXT.form;

export function QuotePanel({
  quote,
  loading,
  error,
  changedMessage,
}: {
  quote: ParcelQuote | null;
  loading: boolean;
  error: string | null;
  /** The server's words when the charge changed under the merchant's eyes. */
  changedMessage: string | null;
}) {
  return (
    <Card withBorder radius="md" padding="sm" aria-live="polite" data-testid="parcel-quote">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{TEXT.quote}</Text>
          {loading && <Loader size="xs" aria-label={TEXT.quote} />}
          {quote && (
            <Text fw={700} size="lg" data-testid="parcel-quote-total">
              {formatMoney(quote.deliveryCharge, quote.currency)}
            </Text>
          )}
        </Group>
        {quote && (
          <Text size="sm" c="dimmed">
            {TEXT.distanceCharge}:{' '}
            {quote.distanceKm === null
              ? TEXT.quoteFlat
              : `${MESSENGER_TEXT.kmTrip(quote.distanceKm)}, ${formatMoney(quote.distanceCharge, quote.currency)}`}
            {quote.distanceKm === null && ` (${formatMoney(quote.distanceCharge, quote.currency)})`}
            {' · '}
            {TEXT.weightCharge}: {formatMoney(quote.weightCharge, quote.currency)}
          </Text>
        )}
        {!quote && !loading && !error && (
          <Text size="sm" c="dimmed">
            {TEXT.quoteWaiting}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {changedMessage && (
          <Alert color="yellow" variant="light" p="xs">
            {changedMessage}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
