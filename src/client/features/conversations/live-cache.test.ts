import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type {
  Conversation,
  ConversationHistory,
  ConversationMessage,
} from '../../../contract/conversations';
import type { Page } from '../../../contract/paging';
import { conversationKeys } from './api';
import { receiveMessage, withMessages } from './live-cache';

const ME = 1;
const member = (id: number) => ({
  id,
  username: `m${id}`,
  fullName: `Member ${id}`,
  profilePicture: null,
});
const message = (id: number, conversationId: number, from = 2, text = `m${id}`) =>
  ({
    id,
    conversationId,
    text,
    sender: member(from),
    sentAt: new Date(Date.UTC(2025, 0, 1, 10, 0, id)).toISOString(),
  }) satisfies ConversationMessage;
const conversation = (id: number, last: ConversationMessage | null, unread = 0): Conversation => ({
  id,
  kind: 'direct',
  name: `Conversation ${id}`,
  picture: null,
  members: [member(ME), member(2)],
  lastMessage: last,
  unreadCount: unread,
  updatedAt: last?.sentAt ?? '2025-01-01T00:00:00.000Z',
});
const page = (content: Conversation[]): Page<Conversation> => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 50,
  first: true,
  last: true,
});
const history = (...pages: ConversationMessage[][]): InfiniteData<ConversationHistory> => ({
  pages: pages.map((content) => ({ content, hasMore: false })),
  pageParams: pages.map(() => undefined),
});

describe('a delivered message in the cache', () => {
  it('joins the newest page once, in id order, whichever way it arrives', () => {
    const data = history([message(3, 7), message(5, 7)], [message(1, 7)]);
    const once = withMessages(data, [message(6, 7), message(4, 7)]);
    expect(once.pages[0]!.content.map((m) => m.id)).toEqual([3, 4, 5, 6]);
    expect(withMessages(once, [message(6, 7), message(1, 7)])).toBe(once);
  });

  it('moves its conversation to the top of the inbox with one more unread, none while read', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      conversationKeys.inbox(''),
      page([conversation(8, message(4, 8)), conversation(7, message(3, 7), 1)]),
    );
    queryClient.setQueryData(conversationKeys.messages(7), history([message(3, 7)]));

    receiveMessage(queryClient, message(9, 7), { meId: ME, reading: false });
    let inbox = queryClient.getQueryData<Page<Conversation>>(conversationKeys.inbox(''))!;
    expect(inbox.content.map((c) => [c.id, c.lastMessage?.id, c.unreadCount])).toEqual([
      [7, 9, 2],
      [8, 4, 0],
    ]);
    const held = queryClient.getQueryData<InfiniteData<ConversationHistory>>(
      conversationKeys.messages(7),
    )!;
    expect(held.pages[0]!.content.map((m) => m.id)).toEqual([3, 9]);

    // Heard again (the POST's reply after the socket's copy): nothing changes.
    receiveMessage(queryClient, message(9, 7), { meId: ME, reading: false });
    // The member's own message, and one in the conversation they are reading, are not unread.
    receiveMessage(queryClient, message(10, 8, ME), { meId: ME, reading: false });
    receiveMessage(queryClient, message(11, 8), { meId: ME, reading: true });
    inbox = queryClient.getQueryData<Page<Conversation>>(conversationKeys.inbox(''))!;
    expect(inbox.content.map((c) => [c.id, c.lastMessage?.id, c.unreadCount])).toEqual([
      [8, 11, 0],
      [7, 9, 2],
    ]);
  });

  it('has the inbox fetched again when it does not hold the conversation', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(conversationKeys.inbox(''), page([conversation(8, message(4, 8))]));
    receiveMessage(queryClient, message(5, 12), { meId: ME, reading: false });
    expect(queryClient.getQueryState(conversationKeys.inbox(''))?.isInvalidated).toBe(true);
  });
});
