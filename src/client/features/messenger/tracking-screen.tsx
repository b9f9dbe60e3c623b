/**
 * /bikeMessenger/track/{token}: the receiver's page, open without an account. It shows only
 * what the tracking reply carries (status, times, public names, what to pay on delivery) and
 * asks again while it is open.
 */
import { Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trackingQuery } from './api';
import { formatCash, formatWindow } from './parcel-facts';
import { StatusBadge } from './status-badge';
import { StatusTimeline, trackingSteps } from './status-timeline';
import { MESSENGER_TEXT } from './texts';
import { LoadFailed } from '../../components/load-failed';

export function TrackingScreen({ token }: { token: string }) {
  const tracking = useQuery(trackingQuery(token));
  const data = tracking.data;
  const window = data ? formatWindow(data.pickupWindowStart, data.pickupWindowEnd) : null;
  return (
    <Container size={640} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {MESSENGER_TEXT.trackTitle}
        </Text>
        {tracking.isPending && <Skeleton height={240} radius="md" />}
        {tracking.isError && !data && (
          <LoadFailed
            title={MESSENGER_TEXT.trackLoadFailed}
            error={tracking.error}
            onRetry={() => void tracking.refetch()}
          />
        )}
        {data && (
          <>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={1} size="h3">
                {data.name}
              </Title>
              <StatusBadge status={data.status} />
            </Group>
            <Card withBorder radius="md" padding="md">
              <Stack gap={6}>
                <Text fw={600} data-testid="tracking-status">
                  {data.statusLabel}
                </Text>
                <Text size="sm">{MESSENGER_TEXT.trackFor(data.receiverName)}</Text>
                <Text size="sm">{MESSENGER_TEXT.trackFrom(data.merchantName)}</Text>
                {data.riderName && (
                  <Text size="sm">{MESSENGER_TEXT.trackRider(data.riderName)}</Text>
                )}
                {window && (
                  <Text size="sm">
                    {MESSENGER_TEXT.pickupWindow}: {window}
                  </Text>
                )}
                <Text size="sm">
                  {MESSENGER_TEXT.trackPay}: {formatCash(data.cashOnDelivery, data.currency)}
                </Text>
              </Stack>
            </Card>
            <Card
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-label={MESSENGER_TEXT.timeline}
            >
              <StatusTimeline steps={trackingSteps(data.times)} label={MESSENGER_TEXT.timeline} />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
