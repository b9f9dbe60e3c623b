/**
 * /bikeMessenger/parcels/{id}: one parcel with its pictures and status history. The receiver's
 * phone and address show only when the server sends them (to the merchant and the rider who
 * took it); the merchant gets the receiver's tracking link to pass on.
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  CopyButton,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconCopy, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { Parcel } from '../../../contract/parcels';
import { parcelScreenPath } from '../../../contract/parcels-constants';
import { ApiError } from '../../lib/api-client';
import { showingPage } from '../../lib/push/push-notices';
import { errorMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { LoadFailed } from '../../components/load-failed';
import { historyQuery, parcelQuery } from './api';
import { MoveButtons } from './move-buttons';
import { formatCash, formatWeight, formatWindow } from './parcel-facts';
import { isFullParcel } from './parcel-moves';
import { StatusBadge } from './status-badge';
import { StatusTimeline, historySteps } from './status-timeline';
import { MESSENGER_TEXT } from './texts';
import { useParcelNotices } from './use-parcel-notices';
import { Picture } from '../../components/picture';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** One titled card of the parcel page, named by its title for screen readers. */
function ParcelSection({
  title,
  gap = 'sm',
  children,
}: {
  title: string;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap={gap}>
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function ReceiverCard({ parcel }: { parcel: Parcel }) {
  const { receiver } = parcel;
  return (
    <ParcelSection title={MESSENGER_TEXT.receiver} gap="xs">
      <Text fw={600}>{receiver.name}</Text>
      <Anchor
        href={`tel:${receiver.phone}`}
        aria-label={MESSENGER_TEXT.callReceiver(receiver.phone)}
      >
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} />
          {receiver.phone}
        </Group>
      </Anchor>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {receiver.address}
      </Text>
      {parcel.deliveryInstructions && (
        <Fact label={MESSENGER_TEXT.deliveryInstructions}>{parcel.deliveryInstructions}</Fact>
      )}
    </ParcelSection>
  );
}

function TrackingLink({ path }: { path: string }) {
  const url = `${window.location.origin}${path}`;
  return (
    <ParcelSection title={MESSENGER_TEXT.tracking} gap="xs">
      <Text size="sm" c="dimmed">
        {MESSENGER_TEXT.trackingHint}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          value={url}
          readOnly
          aria-label={MESSENGER_TEXT.tracking}
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? MESSENGER_TEXT.copied : MESSENGER_TEXT.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Anchor component={Link} to={path} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {MESSENGER_TEXT.openTracking}
      </Anchor>
    </ParcelSection>
  );
}

export function ParcelScreen({ id }: { id: number }) {
  useParcelNotices();
  const parcel = useQuery(parcelQuery(id));
  const full = parcel.data && isFullParcel(parcel.data) ? parcel.data : null;
  const history = useQuery({ ...historyQuery(id), enabled: full !== null });
  // Notices about this parcel tell nothing new while its page is in front.
  useEffect(() => showingPage(parcelScreenPath(id)), [id]);

  const data = parcel.data;
  // Taken by another rider meanwhile: this reader may no longer see it, let alone move it.
  const gone = parcel.isError && parcel.error instanceof ApiError && parcel.error.status === 404;
  const window = data ? formatWindow(data.pickup.windowStart, data.pickup.windowEnd) : null;
  return (
    <Container size={1000} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link
              to="/bikeMessenger"
              search={full?.view === 'merchant' ? {} : { tab: 'rider' }}
              {...props}
            />
          )}
        >
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {MESSENGER_TEXT.back}
          </Group>
        </Anchor>
        {parcel.isPending && <Skeleton height={320} radius="md" />}
        {parcel.isError && !data && (
          <LoadFailed
            title={MESSENGER_TEXT.parcelLoadFailed}
            error={parcel.error}
            onRetry={() => void parcel.refetch()}
          />
        )}
        {parcel.isError && data && (
          <Alert color="yellow" variant="light" role="status">
            {errorMessage(parcel.error)}
          </Alert>
        )}
        {data && (
          <>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={1} size="h3">
                {data.name}
              </Title>
              <StatusBadge status={data.status} />
            </Group>
            {!gone && <MoveButtons parcel={data} />}
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="md">
                  <ParcelSection title={MESSENGER_TEXT.details}>
                    {data.description && (
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {data.description}
                      </Text>
                    )}
                    <SimpleGrid cols={2} spacing="sm">
                      <Fact label={MESSENGER_TEXT.weight}>{formatWeight(data.weightGrams)}</Fact>
                      <Fact label={MESSENGER_TEXT.cashOnDelivery}>
                        {formatCash(data.cashOnDelivery, data.currency)}
                      </Fact>
                      <Fact label={MESSENGER_TEXT.form.quote}>
                        {formatMoney(data.deliveryCharge, data.currency)}
                        {data.distanceKm !== null && ` · ${MESSENGER_TEXT.kmTrip(data.distanceKm)}`}
                      </Fact>
                      <Fact label={MESSENGER_TEXT.riderLabel}>
                        {data.rider?.fullName ?? MESSENGER_TEXT.noRider}
                      </Fact>
                      <Fact label={MESSENGER_TEXT.merchantLabel}>{data.merchant.fullName}</Fact>
                      <Fact label={MESSENGER_TEXT.receiver}>{data.receiverName}</Fact>
                    </SimpleGrid>
                    <Fact label={MESSENGER_TEXT.pickupAt}>{data.pickup.address}</Fact>
                    {window && <Fact label={MESSENGER_TEXT.pickupWindow}>{window}</Fact>}
                    {data.pickup.instructions && (
                      <Fact label={MESSENGER_TEXT.pickupInstructions}>
                        {data.pickup.instructions}
                      </Fact>
                    )}
                    {full?.cancelReason && (
                      <Fact label={MESSENGER_TEXT.lastReason}>{full.cancelReason}</Fact>
                    )}
                  </ParcelSection>
                  {data.pictures.length > 0 && (
                    <ParcelSection title={MESSENGER_TEXT.pictures}>
                      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
                        {data.pictures.map((picture, index) => (
                          <Picture
                            key={picture.id}
                            picture={picture}
                            sizes="(min-width: 768px) 200px, 45vw"
                            alt={MESSENGER_TEXT.pictureAlt(data.name, index)}
                            radius="sm"
                            h={140}
                            fit="cover"
                          />
                        ))}
                      </SimpleGrid>
                    </ParcelSection>
                  )}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  {full && <ReceiverCard parcel={full} />}
                  {full?.trackingPath && <TrackingLink path={full.trackingPath} />}
                  {full && (
                    <ParcelSection title={MESSENGER_TEXT.timeline}>
                      {history.isPending && <Skeleton height={120} />}
                      {history.isError && !history.data && (
                        <LoadFailed
                          title={MESSENGER_TEXT.historyLoadFailed}
                          error={history.error}
                          onRetry={() => void history.refetch()}
                        />
                      )}
                      {history.data && (
                        <StatusTimeline
                          steps={historySteps(history.data)}
                          label={MESSENGER_TEXT.timeline}
                        />
                      )}
                    </ParcelSection>
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
