/**
 * "Add to calendar" (the ride's .ics file, open to everybody) and, for members, their personal
 * feed of the rides they are going to (calendar-feed.tsx). The feed sits at the foot of the
 * ride page: it loads when the member scrolls towards it.
 */
import { Button, Card, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy } from 'react';
import { EVENT_PATHS, EVENT_TEXT } from '../../../../contract/events-constants';
import { WhenNear } from '../../../components/when-near';
import { apiUrl } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { importWhenOnline } from '../../../lib/load-late';
import { RIDES_TEXT } from '../texts';

const CalendarFeed = lazy(() => importWhenOnline(() => import('./calendar-feed')));

export function CalendarLinks({ rideId }: { rideId: number }) {
  const me = useCurrentUser();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="calendar-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-heading">
          {RIDES_TEXT.calendarHeading}
        </Title>
        <Button
          component="a"
          href={apiUrl(EVENT_PATHS.calendar(rideId))}
          download={`ride-${rideId}.ics`}
          variant="light"
          leftSection={<IconCalendarPlus size={16} />}
          w="fit-content"
        >
          {EVENT_TEXT.addToCalendar}
        </Button>
        {me && (
          <WhenNear fallback={<Skeleton height={58} />}>
            <CalendarFeed />
          </WhenNear>
        )}
      </Stack>
    </Card>
  );
}
