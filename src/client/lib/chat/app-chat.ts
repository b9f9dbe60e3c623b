/**
 * The app's one chat socket and room, made on first use. Only the chat screens (and the
 * outbox, when a chat message waits in it) import this, so STOMP stays out of the first chunk.
 */
import { hashKey } from '@tanstack/react-query';
import type { ChatHistory } from '../../../contract/chat';
import { CHAT_PATHS, CHAT_SOCKET_PATH } from '../../../contract/chat-constants';
import { TOKEN_STORAGE_KEY } from '../../../contract/constants';
import { appQueryClient } from '../app-handles';
import { currentUserQuery } from '../current-user';
import { api } from '../api-client';
import { OUTBOX_KINDS } from '../outbox/kinds';
import { outboxMayHaveEntries } from '../outbox/waiting';
import { tokenStore } from '../token-store';
import { createChatConnection, type ChatConnection } from './connection';
import { createConversationFeed, type ConversationFeed } from './conversation-feed';
import { listenForInboxCount } from './inbox-count';
import { listenForLiveNotices } from './live-notices';
import { createChatRoom, type ChatRoom } from './room';
import { createChatSender, type ChatSender } from './send';

/** ws: beside http:, wss: beside https:, on the app's own host. */
export function socketUrlFor(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${CHAT_SOCKET_PATH}`;
}

export interface AppChat {
  connection: ChatConnection;
  room: ChatRoom;
  /** Direct and group messages delivered to the member. */
  conversations: ConversationFeed;
  /** The outbox's sender of 'chat.send' entries. */
  send: ChatSender;
}

let made: AppChat | undefined;

/**
 * The socket, the room, the member's queues and the sender, made together; the queues are
 * subscribed before the first connect. The room's start() or a screen's connection.start()
 * connects.
 */
export function appChat(): AppChat {
  if (made) return made;
  const connection = createChatConnection({
    url: () => socketUrlFor(window.location),
    token: () => tokenStore.get(),
    windowEvents: window,
    documentEvents: document,
    isOnline: () => navigator.onLine,
  });
  const room = createChatRoom({
    connection,
    fetchHistory: (query) => api<ChatHistory>(CHAT_PATHS.messages, { query: { ...query } }),
  });
  made = {
    connection,
    room,
    conversations: createConversationFeed(connection),
    send: createChatSender(connection, room),
  };
  listenForLiveNotices(connection);
  listenForInboxCount(connection);
  connection.onConnected(() => void sendWaitingMessages());
  followSession(connection);
  return made;
}

/**
 * The socket speaks for whoever is signed in, whether or not a chat screen is open (a member's
 * own queues must not reach the next person on a shared phone): every change of the session
 * (sign-in, sign-out, here or in another tab) reconnects it with the token stored now. When the
 * server says the token's session has ended, the session is asked for again, and its 401
 * forgets the token.
 */
function followSession(connection: ChatConnection) {
  const session = hashKey(currentUserQuery.queryKey);
  appQueryClient()
    .getQueryCache()
    .subscribe((event) => {
      if (event.query.queryHash === session) void connection.syncToken();
    });
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) void connection.syncToken();
  });
  connection.onSessionEnded(
    () => void appQueryClient().invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  );
}

/**
 * A socket is back: messages that waited for it go now, not after the backoff their failed
 * tries earned while it was away. The outbox (and its database) loads only when something may
 * be waiting: the socket connects on every screen of a member, and mostly nothing is.
 */
async function sendWaitingMessages(): Promise<void> {
  try {
    if (!(await outboxMayHaveEntries())) return;
    const outbox = (await import('../outbox/page-outbox')).pageOutbox();
    await outbox.db.entries
      .filter((entry) => entry.kind === OUTBOX_KINDS.chatSend && entry.state === 'pending')
      .modify({ nextAttemptAt: 0 });
    await outbox.drain();
  } catch {
    // No IndexedDB here (nothing can wait), or the outbox's code is not here yet: it sends what
    // waits on its own once loaded (the navigation bar's count loads it when anything waits).
  }
}
