/**
 * How a delivered message changes what the Query cache holds, without asking the server: the
 * conversation's history gains it once (by id, kept in id order), and every cached inbox puts
 * its conversation first with the new last message and, unless the member is reading it, one
 * more unread.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationHistory,
  ConversationMessage,
} from '../../../contract/conversations';
import type { Page } from '../../../contract/paging';
import { conversationKeys } from './api';

/** The held pages with the messages not held yet added to the newest page, in id order. */
export function withMessages(
  data: InfiniteData<ConversationHistory>,
  messages: readonly ConversationMessage[],
): InfiniteData<ConversationHistory> {
  const held = new Set(data.pages.flatMap((page) => page.content.map((message) => message.id)));
  const fresh = messages.filter((message) => !held.has(message.id));
  const [newest, ...older] = data.pages;
  if (!newest || fresh.length === 0) return data;
  const content = [...newest.content, ...fresh].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, content }, ...older] };
}

/** The conversation as it reads after `message`; null when the message is older than its last. */
export function conversationAfter(
  conversation: Conversation,
  message: ConversationMessage,
  { meId, reading }: { meId: number | null; reading: boolean },
): Conversation | null {
  if (conversation.lastMessage && conversation.lastMessage.id >= message.id) return null;
  const unread = message.sender.id !== meId && !reading;
  return {
    ...conversation,
    lastMessage: message,
    updatedAt: message.sentAt,
    unreadCount: conversation.unreadCount + (unread ? 1 : 0),
  };
}

/**
 * The inbox page after `message`: its conversation moves to the top. Undefined when the page
 * does not hold that conversation (a new one, or one the search leaves out).
 */
export function inboxAfter(
  page: Page<Conversation>,
  message: ConversationMessage,
  context: { meId: number | null; reading: boolean },
): Page<Conversation> | undefined {
  const current = page.content.find((c) => c.id === message.conversationId);
  if (!current) return undefined;
  const next = conversationAfter(current, message, context);
  if (!next) return page;
  return { ...page, content: [next, ...page.content.filter((c) => c.id !== next.id)] };
}

/**
 * Adds messages to the conversation's cached history, if it is held. A fetch under way (the
 * first page, say) may answer without them, having left before they existed: they are added
 * again once it has answered.
 */
export function addToHistory(
  queryClient: QueryClient,
  conversationId: number,
  messages: readonly ConversationMessage[],
): void {
  const queryKey = conversationKeys.messages(conversationId);
  const add = () =>
    queryClient.setQueryData<InfiniteData<ConversationHistory>>(queryKey, (data) =>
      data ? withMessages(data, messages) : data,
    );
  add();
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  // fetch() joins the fetch under way rather than starting another.
  if (query?.state.fetchStatus === 'fetching') void query.fetch().then(add, () => undefined);
}

/**
 * Puts a delivered message everywhere the cache shows it. An inbox that does not hold its
 * conversation (someone started one with the member) is fetched again; so is one whose fetch
 * is under way, whose answer may have left the server before this message existed.
 */
export function receiveMessage(
  queryClient: QueryClient,
  message: ConversationMessage,
  context: { meId: number | null; reading: boolean },
): void {
  const id = message.conversationId;
  addToHistory(queryClient, id, [message]);
  queryClient.setQueryData<Conversation>(
    conversationKeys.one(id),
    (c) => (c && conversationAfter(c, message, context)) ?? c,
  );
  let missing = false;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: conversationKeys.inboxes })) {
    const page = query.state.data as Page<Conversation> | undefined;
    if (!page) continue;
    const next = inboxAfter(page, message, context);
    // Only the unfiltered inbox must hold every conversation.
    if (next === undefined && query.queryKey[2] === '') missing = true;
    if (next) queryClient.setQueryData(query.queryKey, next);
    if (query.state.fetchStatus === 'fetching') missing = true;
  }
  if (missing) void queryClient.invalidateQueries({ queryKey: conversationKeys.inboxes });
}
