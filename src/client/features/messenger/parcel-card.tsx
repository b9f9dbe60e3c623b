/**
 * A parcel in a list: what a rider needs to decide (where to pick it up, how far from them and
 * how far it goes, weight, pay) and what a merchant needs to follow it (status, rider), with
 * the moves the reader may make.
 */
import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OpenParcel, Parcel } from '../../../contract/parcels';
import { formatMoney } from '../../lib/money';
import { MoveButtons } from './move-buttons';
import { formatCash, formatWeight, formatWindow } from './parcel-facts';
import { StatusBadge } from './status-badge';
import { MESSENGER_TEXT } from './texts';

export function ParcelCard({
  parcel,
  showRider,
}: {
  parcel: Parcel | OpenParcel;
  /** The merchant's list names the rider; riders see who sent it. */
  showRider?: boolean;
}) {
  const window = formatWindow(parcel.pickup.windowStart, parcel.pickup.windowEnd);
  const picture = parcel.pictures[0];
  const facts = [
    parcel.kmFromYou !== null ? MESSENGER_TEXT.kmFromYou(parcel.kmFromYou) : null,
    parcel.distanceKm !== null ? MESSENGER_TEXT.kmTrip(parcel.distanceKm) : null,
    formatWeight(parcel.weightGrams),
    formatMoney(parcel.deliveryCharge, parcel.currency),
  ].filter(Boolean);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={parcel.name}
      data-testid="parcel-card"
    >
      <Stack gap={8}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            {picture && (
              <Image
                src={picture.sizes[0]?.url ?? picture.url}
                alt=""
                w={56}
                h={56}
                radius="sm"
                fit="cover"
              />
            )}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor
                renderRoot={(props) => (
                  <Link
                    to="/bikeMessenger/parcels/$id"
                    params={{ id: String(parcel.id) }}
                    {...props}
                  />
                )}
                fw={600}
              >
                {parcel.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {facts.join(' · ')}
              </Text>
              {/* Under the name rather than beside it: a phone has no room for both. */}
              <div>
                <StatusBadge status={parcel.status} />
              </div>
            </Stack>
          </Group>
        </Group>
        <Text size="sm">
          <Text span c="dimmed">
            {MESSENGER_TEXT.pickupAt}:{' '}
          </Text>
          {parcel.pickup.address}
        </Text>
        {window && (
          <Text size="sm">
            <Text span c="dimmed">
              {MESSENGER_TEXT.pickupWindow}:{' '}
            </Text>
            {window}
          </Text>
        )}
        <Text size="sm">
          <Text span c="dimmed">
            {MESSENGER_TEXT.cashOnDelivery}:{' '}
          </Text>
          {formatCash(parcel.cashOnDelivery, parcel.currency)}
        </Text>
        <Text size="sm" data-testid="parcel-party">
          <Text span c="dimmed">
            {showRider ? MESSENGER_TEXT.riderLabel : MESSENGER_TEXT.merchantLabel}:{' '}
          </Text>
          {showRider
            ? (parcel.rider?.fullName ?? MESSENGER_TEXT.noRider)
            : parcel.merchant.fullName}
        </Text>
        <MoveButtons parcel={parcel} />
      </Stack>
    </Card>
  );
}
