import { Alert, Button, Center, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { RoomState } from '../../lib/chat/room';
import classes from './chat-screen.module.css';
import { MessageBubble } from './message-bubble';
import { CHAT_SCREEN_TEXT } from './texts';
import { WaitingMessage, type WaitingMessageEntry } from './waiting-message';

/** Within this many pixels of the end, the member is reading the newest messages. */
const BOTTOM_SLACK_PX = 48;
/** Within this many pixels of the top, the older page is fetched. */
const TOP_SLACK_PX = 120;

interface MessageListProps {
  room: RoomState;
  waiting: WaitingMessageEntry[];
  /** The signed-in member, whose messages are told apart; null for a visitor. */
  meId: number | null;
  onLoadOlder: () => void;
  onEdit: (entry: WaitingMessageEntry) => void;
}

function SkeletonRows() {
  return (
    <Stack gap="md" aria-hidden>
      {[70, 45, 60, 35].map((width, index) => (
        <Group key={index} gap="xs" wrap="nowrap" justify={index % 2 ? 'flex-end' : 'flex-start'}>
          {index % 2 === 0 && <Skeleton circle height={32} />}
          <Stack gap={4} w={`${width}%`}>
            <Skeleton height={10} width="40%" />
            <Skeleton height={32} radius="lg" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The room's messages, oldest first, then the member's own waiting ones. It follows the newest
 * message while the member is at the end; scrolled up, they keep their place and a pill says
 * new messages came. Scrolling to the top fetches the older page without moving the view.
 */
export function MessageList({ room, waiting, meId, onLoadOlder, onEdit }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const firstId = room.messages[0]?.id ?? 0;
  const lastId = room.messages.at(-1)?.id ?? 0;
  const lastSenderId = room.messages.at(-1)?.sender.id;
  const seen = useRef({ firstId, lastId, waiting: waiting.length, height: 0, top: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    const prepended = before.firstId !== 0 && firstId < before.firstId && lastId === before.lastId;
    const appended = lastId > before.lastId;
    // What the member wrote just now: they want to see it go, wherever they were.
    const ownNew = waiting.length > before.waiting || (appended && lastSenderId === meId);
    if (prepended) {
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (atEnd.current || ownNew) {
      element.scrollTop = element.scrollHeight;
      atEnd.current = true;
      setUnseen(false);
    } else if (appended) {
      setUnseen(true);
    }
    seen.current = {
      firstId,
      lastId,
      waiting: waiting.length,
      height: element.scrollHeight,
      top: element.scrollTop,
    };
  }, [firstId, lastId, lastSenderId, waiting.length, meId, room.loaded]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    seen.current.top = element.scrollTop;
    seen.current.height = element.scrollHeight;
    atEnd.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK_PX;
    if (atEnd.current) setUnseen(false);
    if (element.scrollTop < TOP_SLACK_PX && room.hasOlder) onLoadOlder();
  }

  function scrollToEnd() {
    const element = scroller.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    setUnseen(false);
  }

  const empty = room.loaded && room.messages.length === 0 && waiting.length === 0;
  return (
    <div className={classes.listWrap}>
      <div
        ref={scroller}
        className={classes.list}
        role="log"
        aria-live="polite"
        aria-label={CHAT_SCREEN_TEXT.messages}
        aria-busy={!room.loaded}
        // The list scrolls: keyboard users reach it to scroll with the arrow keys.
        tabIndex={0}
        onScroll={onScroll}
      >
        {!room.loaded && room.failed && (
          <Alert color="orange" variant="light" mb="sm">
            {CHAT_SCREEN_TEXT.loadFailed}
          </Alert>
        )}
        {!room.loaded && !room.failed && <SkeletonRows />}
        {room.loaded && (
          <Center mb="sm">
            {room.loadingOlder ? (
              <Loader size="sm" aria-label={CHAT_SCREEN_TEXT.loadingOlder} />
            ) : room.hasOlder ? (
              <Button variant="subtle" size="compact-sm" onClick={onLoadOlder}>
                {CHAT_SCREEN_TEXT.loadOlder}
              </Button>
            ) : (
              room.messages.length > 0 && (
                <Text size="xs" c="dimmed">
                  {CHAT_SCREEN_TEXT.beginning}
                </Text>
              )
            )}
          </Center>
        )}
        {empty && (
          <Text c="dimmed" ta="center" py="xl">
            {CHAT_SCREEN_TEXT.empty}
          </Text>
        )}
        <ul className={classes.items}>
          {room.messages.map((message) => (
            <MessageBubble
              key={message.id}
              sender={message.sender}
              text={message.text}
              sentAt={message.sentAt}
              own={message.sender.id === meId}
            />
          ))}
          {waiting.map((entry) => (
            <WaitingMessage key={entry.id} entry={entry} onEdit={onEdit} />
          ))}
        </ul>
      </div>
      {unseen && (
        <Button
          className={classes.pill}
          radius="xl"
          size="compact-md"
          leftSection={<IconArrowDown size={16} aria-hidden />}
          onClick={scrollToEnd}
        >
          {CHAT_SCREEN_TEXT.newMessages}
        </Button>
      )}
    </div>
  );
}
