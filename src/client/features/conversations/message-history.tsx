import { Button, Center, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Conversation, ConversationMessage } from '../../../contract/conversations';
import { CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import { flattenHistory, messagesQuery, useMarkRead } from './api';
import classes from './messges-screen.module.css';
import { fullTime, shortTime } from './message-time';
import { WaitingMessage, type WaitingConversationEntry } from './waiting-message';
import { LoadFailed } from '../../components/load-failed';

interface MessageHistoryProps {
  conversation: Conversation;
  meId: number;
  /** The member's messages to this conversation still in the outbox, oldest first. */
  waiting: readonly WaitingConversationEntry[];
  onEdit(entry: WaitingConversationEntry): void;
}

/**
 * The conversation's messages, oldest at the top, then the member's waiting ones; older pages
 * load on demand, keeping what the member was reading in place. The latest message from
 * someone else is marked read as soon as it shows on a visible page, as messages arrive.
 */
export function MessageHistory({ conversation, meId, waiting, onEdit }: MessageHistoryProps) {
  const history = useInfiniteQuery(messagesQuery(conversation.id));
  const messages = flattenHistory(history.data);
  const markRead = useMarkRead(conversation.id);
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: number; last?: number; waiting: number; height: number }>({
    waiting: 0,
    height: 0,
  });
  const visibility = useDocumentVisibility();
  const first = messages[0]?.id;
  const last = messages.at(-1);

  // New at the bottom: follow it. New at the top (an older page): keep the reader's place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    if (last?.id !== before.last || waiting.length > before.waiting)
      element.scrollTop = element.scrollHeight;
    else if (first !== before.first) element.scrollTop += element.scrollHeight - before.height;
    seen.current = { first, last: last?.id, waiting: waiting.length, height: element.scrollHeight };
  }, [first, last?.id, waiting.length]);

  const { mutate } = markRead;
  const unread = conversation.unreadCount > 0;
  /** The newest message known read: all of them when it opened with none unread. */
  const readUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (!last) return;
    readUpTo.current ??= unread ? 0 : last.id;
    if (last.sender.id === meId || visibility !== 'visible' || last.id <= readUpTo.current) return;
    readUpTo.current = last.id;
    mutate(last.id);
  }, [last, meId, unread, visibility, mutate]);

  return (
    <div ref={scroller} className={classes.scroll} aria-busy={history.isPending}>
      {history.isPending ? (
        <Stack gap="sm" p="sm">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={36} width={`${50 + n * 15}%`} radius="lg" />
          ))}
        </Stack>
      ) : history.isError ? (
        <LoadFailed
          title={CONVERSATION_TEXT.loadFailed}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : messages.length === 0 && waiting.length === 0 ? (
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
            {waiting.map((entry) => (
              <WaitingMessage key={entry.id} entry={entry} onEdit={onEdit} />
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
