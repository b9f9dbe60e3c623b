/**
 * The app's one chat socket and room, made on first use. Only the chat screens (and the
 * outbox, when a chat message waits in it) import this, so STOMP stays out of the first chunk.
 */
import { CHAT_PATHS, CHAT_SOCKET_PATH, type ChatHistory } from '../../../contract/chat';
import { api } from '../api-client';
import { OUTBOX_KINDS } from '../outbox/kinds';
import { pageOutbox } from '../outbox/page-outbox';
import { tokenStore } from '../token-store';
import { createChatConnection, type ChatConnection } from './connection';
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
  /** The outbox's sender of 'chat.send' entries. */
  send: ChatSender;
}

let made: AppChat | undefined;

/** The socket, the room and the sender, made together; the room's start() connects. */
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
  made = { connection, room, send: createChatSender(connection, room) };
  connection.onConnected(() => void sendWaitingMessages());
  return made;
}

/**
 * A socket is back: messages that waited for it go now, not after the backoff their failed
 * tries earned while it was away.
 */
async function sendWaitingMessages(): Promise<void> {
  const outbox = pageOutbox();
  try {
    await outbox.db.entries
      .filter((entry) => entry.kind === OUTBOX_KINDS.chatSend && entry.state === 'pending')
      .modify({ nextAttemptAt: 0 });
    await outbox.drain();
  } catch {
    // No IndexedDB here: nothing can be waiting either.
  }
}
