import { Button, Center, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  CONVERSATION_TEXT,
  type Conversation,
  type ConversationMessage,
} from '../../../contract/conversations';
import { flattenHistory, messagesQuery, useMarkRead } from './api';
import classes from './messges-screen.module.css';
import { fullTime, shortTime } from './message-time';

interface MessageHistoryProps {
  conversation: Conversation;
  meId: number;
}

/**
 * The conversation's messages, oldest at the top; older pages load on demand, keeping what the
 * member was reading in place. Showing the latest message marks it read.
 */
export function MessageHistory({ conversation, meId }: MessageHistoryProps) {
  const history = useInfiniteQuery(messagesQuery(conversation.id));
  const messages = flattenHistory(history.data);
  const markRead = useMarkRead(conversation.id);
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });
  const first = messages[0]?.id;
  const last = messages.at(-1);

  // New at the bottom: follow it. New at the top (an older page): keep the reader's place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    if (last?.id !== before.last) element.scrollTop = element.scrollHeight;
    else if (first !== before.first) element.scrollTop += element.scrollHeight - before.height;
    seen.current = { first, last: last?.id, height: element.scrollHeight };
  }, [first, last?.id]);

  const { mutate } = markRead;
  useEffect(() => {
    if (last && last.sender.id !== meId && conversation.unreadCount > 0) mutate(last.id);
  }, [last, meId, conversation.unreadCount, mutate]);

  return (
    <div ref={scroller} className={classes.scroll} aria-busy={history.isPending}>
      {history.isPending ? (
        <Stack gap="sm" p="sm">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={36} width={`${50 + n * 15}%`} radius="lg" />
          ))}
        </Stack>
      ) : history.isError ? (
        <Text p="md" c="red.8" role="alert">
          {CONVERSATION_TEXT.loadFailed}: {history.error.message}
        </Text>
      ) : messages.length === 0 ? (
        <Text p="md" c="dimmed">
          {CONVERSATION_TEXT.noMessages}
        </Text>
      ) : (
        <>
          {history.hasNextPage && (
            <Center pt="xs">
              <Button
                variant="subtle"
                size="xs"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {CONVERSATION_TEXT.olderMessages}
              </Button>
            </Center>
          )}
          <ol className={classes.messages} aria-label={conversation.name}>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                own={message.sender.id === meId}
                showSender={conversation.kind === 'group'}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function MessageItem({
  message,
  own,
  showSender,
}: {
  message: ConversationMessage;
  own: boolean;
  showSender: boolean;
}) {
  return (
    <li className={classes.message} data-own={own || undefined}>
      {showSender && !own && (
        <Text size="xs" fw={600} c="dimmed">
          {message.sender.fullName}
        </Text>
      )}
      <div className={classes.bubble}>{message.text}</div>
      <Text
        size="xs"
        c="dimmed"
        component="time"
        dateTime={message.sentAt}
        title={fullTime(message.sentAt)}
      >
        {shortTime(message.sentAt)}
      </Text>
    </li>
  );
}
