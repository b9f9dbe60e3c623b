/**
 * A member's personal feed of the rides they go on (.ics): its address with a copy button, and
 * a reset for when the address has been shared too widely. Loaded apart from the ride page,
 * whose first render it would otherwise hold back with the floating tooltip's code.
 */
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { Modal } from '../../../components/overlays/modal';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EVENT_TEXT } from '../../../../contract/events-constants';
import { errorMessage } from '../../../lib/errors';
import { calendarFeedQuery, useResetCalendarFeed } from '../api';
import { RIDES_TEXT } from '../texts';

/** The member's personal feed of the rides they go on: its address, copy, and a new one. */
export default function CalendarFeed() {
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
