/**
 * "Add to calendar" (the ride's .ics file, open to everybody) and, for members, their personal
 * feed of the rides they are going to: its address with a copy button, and a reset for when the
 * address has been shared too widely.
 */
import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EVENT_PATHS, EVENT_TEXT } from '../../../contract/events-constants';
import { apiUrl } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { useCurrentUser } from '../../lib/current-user';
import { calendarFeedQuery, useResetCalendarFeed } from './api';
import { RIDES_TEXT } from './texts';

/** The member's personal feed of the rides they go on: its address, copy, and a new one. */
export function CalendarFeed() {
  const feed = useQuery(calendarFeedQuery);
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const resetNow = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ message: EVENT_TEXT.feedReset });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  if (feed.isPending) return <Skeleton height={58} />;
  if (!feed.data) return null;
  const url = feed.data.url;
  return (
    <Stack gap={6}>
      <TextInput
        label={EVENT_TEXT.calendarFeed}
        description={EVENT_TEXT.calendarFeedHint}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? RIDES_TEXT.copied : RIDES_TEXT.copy} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? RIDES_TEXT.copied : RIDES_TEXT.copy}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Button
        variant="subtle"
        color="red"
        size="xs"
        w="fit-content"
        onClick={() => setConfirming(true)}
      >
        {EVENT_TEXT.resetFeed}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={EVENT_TEXT.resetFeed}
        centered
      >
        <Stack>
          <Text size="sm">{RIDES_TEXT.resetFeedConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {RIDES_TEXT.keepFeed}
            </Button>
            <Button color="red" loading={reset.isPending} onClick={resetNow}>
              {EVENT_TEXT.resetFeed}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

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
        {me && <CalendarFeed />}
      </Stack>
    </Card>
  );
}
