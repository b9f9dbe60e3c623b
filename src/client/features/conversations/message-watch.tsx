/**
 * What keeps a signed-in member in touch with their conversations on every screen, loaded after
 * the first paint (see unread.ts): the chat socket, the unread counts the Messages link and the
 * inbox show, and an in-app notice when a direct or group message arrives while the member is
 * somewhere else in the app.
 */
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DESTINATIONS } from '../../../contract/chat-constants';
import type {
  Conversation,
  ConversationMessage,
  UnreadCounts,
} from '../../../contract/conversations';
import { CONVERSATION_PATHS, CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import type { Page } from '../../../contract/paging';
import { appQueryClient, appRouter } from '../../lib/app-handles';
import { api } from '../../lib/api-client';
import { appChat } from '../../lib/chat/app-chat';
import { FRAME_SHAPES, readFrame } from '../../lib/chat/frames';
import { currentOwner } from '../../lib/session-owner';
import { conversationKeys, setUnreadInCache } from './api';
import { startLiveConversations } from './live';
import { readingConversation } from './reading';
import { CONVERSATION_SCREEN_TEXT } from './texts';
import {
  forgetUnreadCounts,
  heldUnreadTotal,
  setConversationUnread,
  setUnreadCounts,
} from './unread-store';

/** Longest message text a notice shows. */
const NOTICE_TEXT_MAX = 140;
/** How long a message notice stays. */
const NOTICE_MS = 8_000;

let started = false;
/** Fetches of the counts run one after another, so an older answer never lands last. */
let refreshing: Promise<void> = Promise.resolve();

/** Asks the server for every count: on each connect, and when a change does not add up. */
function refreshCounts(): Promise<void> {
  refreshing = refreshing
    .then(async () => {
      const owner = currentOwner();
      if (owner === null) return forgetUnreadCounts();
      const counts = await api<UnreadCounts>(CONVERSATION_PATHS.unread);
      if (currentOwner() !== owner) return;
      setUnreadCounts(
        owner,
        counts.conversations.map((c) => [c.conversationId, c.unreadCount]),
      );
    })
    .catch(() => undefined);
  return refreshing;
}

function hearUnread(body: string): void {
  const owner = currentOwner();
  if (owner === null) return;
  let change;
  try {
    change = readFrame(body, FRAME_SHAPES.unreadChange);
  } catch {
    return; // A body this build cannot read: the next connect asks for every count.
  }
  const reading = readingConversation() === change.conversationId;
  setConversationUnread(owner, change.conversationId, change.unreadCount);
  // The open conversation is marked read as it shows; the inbox must not blink a count first.
  if (!reading) setUnreadInCache(appQueryClient(), change.conversationId, change.unreadCount);
  if (heldUnreadTotal() !== change.total) void refreshCounts();
}

/** The conversation's name as the cache knows it, or as the server says. */
async function conversationOf(id: number): Promise<Conversation | undefined> {
  const one = appQueryClient().getQueryData<Conversation>(conversationKeys.one(id));
  if (one) return one;
  for (const [, page] of appQueryClient().getQueriesData<Page<Conversation>>({
    queryKey: conversationKeys.inboxes,
  })) {
    const held = page?.content.find((c) => c.id === id);
    if (held) return held;
  }
  return appQueryClient()
    .fetchQuery({
      queryKey: conversationKeys.one(id),
      queryFn: () => api<Conversation>(CONVERSATION_PATHS.one(id)),
    })
    .catch(() => undefined);
}

function shorten(text: string): string {
  return text.length <= NOTICE_TEXT_MAX ? text : `${text.slice(0, NOTICE_TEXT_MAX - 1)}…`;
}

/**
 * A notice of a message from someone else, unless the member is on the Messages screen (where
 * the inbox and the conversation show it). One notice per conversation: a later message
 * replaces the one shown.
 */
async function noticeOf(message: ConversationMessage): Promise<void> {
  if (message.sender.id === currentOwner()) return;
  const router = appRouter();
  if (!router || router.state.location.pathname === '/messges') return;
  const conversation = await conversationOf(message.conversationId);
  const sender = message.sender.fullName || message.sender.username;
  const id = `conversation-${message.conversationId}`;
  const open = () => {
    notifications.hide(id);
    void router.navigate({ to: '/messges', search: { conversation: message.conversationId } });
  };
  const notice = {
    id,
    title:
      conversation?.kind === 'group'
        ? CONVERSATION_TEXT.pushGroupTitle(sender, conversation.name)
        : sender,
    message: (
      <>
        <Text size="sm" lineClamp={3}>
          {shorten(message.text)}
        </Text>
        <Anchor component="button" type="button" size="sm" fw={600} onClick={open}>
          {CONVERSATION_SCREEN_TEXT.openConversation}
        </Anchor>
      </>
    ),
    color: 'teal',
    autoClose: NOTICE_MS,
  };
  // Shown afresh, or the one on screen updated: show() leaves an id it already has alone.
  notifications.update(notice);
  notifications.show(notice);
}

/** Starts the watch, once per page; the socket follows whoever is signed in from then on. */
export function watchMessages(): void {
  if (started) return;
  started = true;
  const { connection, conversations } = appChat();
  connection.subscribe(DESTINATIONS.unread, (frame) => hearUnread(frame.body), {
    memberOnly: true,
  });
  // Every connect (after a sign-in, a sign-out or a lost network) asks for the counts afresh.
  connection.onConnected(() => void refreshCounts());
  conversations.onMessage((message) => void noticeOf(message));
  startLiveConversations();
  // The socket may be connected already (a chat screen opened it): no connect to wait for.
  // Otherwise its first connect asks, once.
  if (connection.isConnected()) void refreshCounts();
}
