/**
 * /events/{id}, the ride page: cover, when and where, pace, distance and route outline,
 * description, organiser and sponsors; the rider's RSVP and calendar; who is going. Everything
 * here is read through GET requests the service worker keeps, so a ride seen once opens offline.
 * On a tablet the RSVP column sits on the right; on a phone it comes first, under the title.
 */
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { DEFAULT_AVATAR_URL } from '../../../contract/constants';
import type { Event, SeriesScope } from '../../../contract/events';
import { describeSeries } from '../../../contract/ride-series';
import { formatDate } from '../../lib/dates';
import { EVENT_PATHS } from '../../../contract/events-constants';
import { DataAge } from '../../components/data-age';
import { apiUrl } from '../../lib/api-client';
import { useOutboxDrainer } from '../../lib/outbox/hooks';
import { useReplySavedAt } from '../../lib/pwa/reply-age';
import { errorMessage } from '../../lib/errors';
import { LoadFailed } from '../../components/load-failed';
import { eventQuery, useCancelEvent } from './api';
import { AttendeesSection } from './rsvp/attendees-section';
import { RollCallButton } from './attendance/roll-call-button';
import { LiveRideButton } from './live/live-button';
import { CalendarLinks } from './calendar/calendar-links';
import { EventCover } from './event-cover';
import { Picture } from '../../components/picture';
import {
  PACE_COLOURS,
  distanceText,
  durationText,
  kindLabel,
  paceLabel,
  startDateTime,
} from './ride-format';
import { RouteMap } from './route/route-map';
import { askedRsvpOf, useQueuedRsvps } from './rsvp/queued-rsvps';
import { RsvpPanel } from './rsvp/rsvp-panel';
import { RsvpsToGoneRide } from './rsvp/rsvp-refusal-notice';
import { RIDES_TEXT } from './texts';
import { ThreadSlot } from './thread/thread-slot';

/** The organiser's figure and the route's differ by more than rounding: say both. */
const ROUTE_TOLERANCE_KM = 0.5;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

function OrganiserActions({ ride }: { ride: Event }) {
  const cancel = useCancelEvent(ride.id);
  const [confirming, setConfirming] = useState(false);
  const inSeries = ride.series !== null;
  const cancelNow = (scope: SeriesScope) =>
    cancel.mutate(scope, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({
          message: scope === 'later' ? RIDES_TEXT.laterCancelledNotice : RIDES_TEXT.cancelledNotice,
        });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  return (
    <Group gap="xs">
      <Button
        renderRoot={(props) => (
          <Link to="/events/$id/edit" params={{ id: String(ride.id) }} {...props} />
        )}
        variant="default"
        size="sm"
        leftSection={<IconPencil size={16} />}
      >
        {RIDES_TEXT.edit}
      </Button>
      {ride.status !== 'cancelled' && (
        <Button variant="subtle" color="red" size="sm" onClick={() => setConfirming(true)}>
          {RIDES_TEXT.cancelRide}
        </Button>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={RIDES_TEXT.cancelRide}
        centered
      >
        <Stack>
          <Text size="sm">
            {inSeries ? RIDES_TEXT.cancelSeriesConfirm : RIDES_TEXT.cancelConfirm}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {RIDES_TEXT.keepRide}
            </Button>
            <Button
              color="red"
              variant={inSeries ? 'light' : 'filled'}
              loading={cancel.isPending && cancel.variables === 'this'}
              disabled={cancel.isPending}
              onClick={() => cancelNow('this')}
            >
              {inSeries ? RIDES_TEXT.cancelThis : RIDES_TEXT.cancelRide}
            </Button>
            {inSeries && (
              <Button
                color="red"
                loading={cancel.isPending && cancel.variables === 'later'}
                disabled={cancel.isPending}
                onClick={() => cancelNow('later')}
              >
                {RIDES_TEXT.cancelLater}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

function Details({ ride }: { ride: Event }) {
  const organiser = ride.organiser.fullName || ride.organiser.username;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group gap="xl" align="flex-start">
            <Fact label={RIDES_TEXT.durationLabel}>{durationText(ride.durationMinutes)}</Fact>
            {ride.distanceKm !== null && (
              <Fact label={RIDES_TEXT.distanceLabel}>
                {distanceText(ride.distanceKm)}
                {ride.route &&
                  Math.abs(ride.route.distanceKm - ride.distanceKm) >= ROUTE_TOLERANCE_KM && (
                    <Text size="xs" c="dimmed">
                      {RIDES_TEXT.routeMeasures(distanceText(ride.route.distanceKm))}
                    </Text>
                  )}
              </Fact>
            )}
            <Fact label={RIDES_TEXT.paceLabel}>
              <Badge color={PACE_COLOURS[ride.pace]} variant="light">
                {paceLabel(ride.pace)}
              </Badge>
            </Fact>
            <Fact label={RIDES_TEXT.kindLabel}>
              <Badge color="grape" variant="light">
                {kindLabel(ride.kind)}
              </Badge>
            </Fact>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={ride.organiser.profilePicture?.url ?? DEFAULT_AVATAR_URL}
              alt=""
              radius="xl"
              size={36}
            />
            <Fact label={RIDES_TEXT.organiser}>{organiser}</Fact>
          </Group>
        </Stack>
      </Card>
      <SeriesRides ride={ride} />
      {ride.route && (
        <Card
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-label={RIDES_TEXT.routeHeading}
        >
          <Title order={2} size="h4" mb="xs">
            {RIDES_TEXT.routeHeading}
          </Title>
          <RouteMap route={ride.route} name={ride.name} rideId={ride.id} />
        </Card>
      )}
      {ride.description && (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{ride.description}</Text>
      )}
      {ride.sponsors.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="sponsors-heading">
          <Title order={2} size="h4" id="sponsors-heading">
            {RIDES_TEXT.sponsors}
          </Title>
          {ride.sponsors.map((sponsor, index) => (
            <Group key={index} gap="sm" wrap="nowrap" align="flex-start">
              {sponsor.picture && (
                <Picture
                  picture={sponsor.picture}
                  sizes="64px"
                  alt={sponsor.name}
                  w={64}
                  h={64}
                  radius="sm"
                  fit="contain"
                />
              )}
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{sponsor.name}</Text>
                {sponsor.description && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {sponsor.description}
                  </Text>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The series' next rides, each a link to its page. */
function SeriesRides({ ride }: { ride: Event }) {
  if (!ride.series || ride.seriesNext.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="series-heading">
      <Title order={2} size="h4" id="series-heading" mb="xs">
        {RIDES_TEXT.nextInSeries}
      </Title>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {ride.seriesNext.map((next) => (
          <li key={next.id}>
            <Anchor
              renderRoot={(props) => (
                <Link to="/events/$id" params={{ id: String(next.id) }} {...props} />
              )}
            >
              <time dateTime={next.startsAt}>{formatDate(next.startsAt, 'dayTime')}</time>
            </Anchor>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

function PageSkeleton() {
  return (
    <Stack aria-busy="true" aria-label={RIDES_TEXT.loading}>
      <Skeleton height={220} radius="md" />
      <Skeleton height={28} width="60%" />
      <Skeleton height={14} width="40%" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/** The RSVP panel and who is going, both from one reading of the outbox. */
function RideRsvps({ ride }: { ride: Event }) {
  const queued = useQueuedRsvps(ride.id);
  return (
    <>
      <RsvpPanel ride={ride} entries={queued} />
      <AttendeesSection ride={ride} asked={askedRsvpOf(queued)} />
    </>
  );
}

/** `pinned`: what is said to the ride's riders, under its title (its announcements). */
type PinnedSlot = (ride: Event) => ReactNode;

export function EventScreen({ id, pinned }: { id: number; pinned?: PinnedSlot }) {
  useOutboxDrainer();
  const ride = useQuery(eventQuery(id));
  const savedAt = useReplySavedAt(apiUrl(EVENT_PATHS.one(id)));
  return (
    <Container size={1000} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Anchor component={Link} to="/events" size="sm" mb="sm" display="inline-flex">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {RIDES_TEXT.back}
        </Group>
      </Anchor>
      {ride.isPending && <PageSkeleton />}
      {ride.isError && !ride.data && (
        <Stack gap="md">
          <LoadFailed
            title={RIDES_TEXT.rideLoadFailed}
            error={ride.error}
            onRetry={() => void ride.refetch()}
          />
          <RsvpsToGoneRide rideId={id} />
        </Stack>
      )}
      {ride.data && <Ride ride={ride.data} savedAt={savedAt} pinned={pinned} />}
    </Container>
  );
}

function Ride({
  ride,
  savedAt,
  pinned,
}: {
  ride: Event;
  savedAt: Date | null;
  pinned?: PinnedSlot;
}) {
  const cancelled = ride.status === 'cancelled';
  return (
    <Stack gap="md">
      <EventCover
        picture={ride.coverPicture}
        alt={RIDES_TEXT.coverAlt(ride.name)}
        sizes="(min-width: 1000px) 968px, 100vw"
        ratio={21 / 9}
        maxHeight={320}
        eager
      />
      <Stack gap={4}>
        <Group gap="xs" align="center">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {ride.name}
          </Title>
          {cancelled && (
            <Badge color="red" variant="filled" size="lg">
              {RIDES_TEXT.cancelled}
            </Badge>
          )}
        </Group>
        <Text c="dimmed">
          <time dateTime={ride.startsAt}>{startDateTime(ride.startsAt)}</time>
        </Text>
        {ride.series && (
          <Text size="sm" data-testid="ride-repeats" style={{ overflowWrap: 'anywhere' }}>
            <Text span size="sm" c="dimmed">
              {RIDES_TEXT.repeats}:{' '}
            </Text>
            {describeSeries(ride.series)}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap" align="center">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {ride.from.name}
          </Text>
          <IconArrowRight size={16} style={{ flexShrink: 0 }} aria-label={RIDES_TEXT.to} />
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {ride.to.name}
          </Text>
        </Group>
        <DataAge at={savedAt} />
        {ride.canEdit && <OrganiserActions ride={ride} />}
        <Group gap="xs">
          <RollCallButton ride={ride} />
          <LiveRideButton ride={ride} />
        </Group>
      </Stack>
      {pinned?.(ride)}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 5 }} order={{ base: 1, sm: 2 }}>
          <Stack gap="md">
            <RideRsvps ride={ride} />
            <ThreadSlot ride={ride} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }} order={{ base: 2, sm: 1 }}>
          {/* The ride's own details first; the calendar is for after deciding. */}
          <Stack gap="md">
            <Details ride={ride} />
            <CalendarLinks rideId={ride.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
