/**
 * "Add to calendar" (the ride's .ics file, open to everybody) and, for members, their personal
 * feed of the rides they are going to (calendar-feed.tsx, loaded beside the page).
 */
import { Button, Card, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { EVENT_PATHS, EVENT_TEXT } from '../../../contract/events-constants';
import { apiUrl } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { importWhenOnline } from '../../lib/load-late';
import { RIDES_TEXT } from './texts';

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
          <Suspense fallback={<Skeleton height={58} />}>
            <CalendarFeed />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}
