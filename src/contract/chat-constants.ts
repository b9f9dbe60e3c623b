/**
 * chat without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. chat.ts re-exports all of it beside the schemas.
 */
import { defineTexts } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const CHAT_SOCKET_PATH = '/ws';

/** Offered in this order; the server picks the first it shares with the client. */
export const STOMP_SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'] as const;

/** §9: 10000 ms heart-beats each way; the server asks for and offers the same. */
export const CHAT_HEARTBEAT_MS = 10_000;

/** §4: the client reconnects 5000 ms after losing the socket. */
export const CHAT_RECONNECT_DELAY_MS = 5_000;

export const DESTINATIONS = {
  /** The club room: every message sent to the room, as a ChatMessage JSON body. */
  room: '/topic/messages',
  /** Where a client SENDs a room message: a plain text body (§7). */
  sendMessage: '/app/sendMessage',
  /** Direct and group conversation messages for the connected member (ConversationMessage). */
  conversations: '/user/queue/messages',
  /** The member's unread count of one conversation and in all, each time either changes. */
  unread: '/user/queue/unread',
  /** Live in-app notices for the connected member (PushPayload). */
  notifications: '/user/queue/notifications',
  /** Refusals of what this member sent, as a ChatRefusal; the socket stays open. */
  errors: '/user/queue/errors',
} as const;

export const CHAT_LIMITS = {
  /** Longest text of one chat message, in characters. */
  textMaxLength: 2000,
  /** Largest STOMP frame the server reads; larger ones get an ERROR frame and a close. */
  frameMaxBytes: 64 * 1024,
  /** Messages one socket may SEND per window before it is refused. */
  sendsPerWindow: 20,
  /** Messages one member may SEND per window over all their sockets, on every server. */
  memberSendsPerWindow: 20,
  sendWindowMs: 10_000,
  /** Sockets one member may have open on one server (phones, tablets, tabs). */
  socketsPerMember: 10,
  /** Sockets one address may have open on one server, members and visitors together. */
  socketsPerAddress: 50,
  /** History page sizes. */
  historyDefaultSize: 30,
  historyMaxSize: 100,
} as const;

/** The chat schemas' messages (chat.ts), English when they are built. */
export const CHAT_VALIDATION = englishTexts({
  emptyText: /*i18n*/ { id: 'Write something before sending.' },
  /** CHAT_LIMITS.textMaxLength. */
  tooLong: /*i18n*/ { id: 'A message can be at most 2000 characters.' },
});

export const CHAT_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Chat Room' },
  placeholder: /*i18n*/ { id: 'Type a message' },
  send: /*i18n*/ { id: 'Send' },
  /** CHAT_LIMITS.textMaxLength. */
  tooLong: /*i18n*/ { id: 'A message can be at most 2000 characters.' },
  signInToSend: /*i18n*/ { id: 'Sign in to write in the chat room.' },
  tooFast: /*i18n*/ { id: 'You are sending too fast. Wait a few seconds and try again.' },
  tooManySockets: /*i18n*/ {
    id: 'Too many chat connections are open for this account. Close one and try again.',
  },
  sendFailed: /*i18n*/ { id: 'The message could not be sent. Try again.' },
} as const);

export const CHAT_PATHS = {
  messages: '/chat/messages',
} as const;

/**
 * A message's text as the server takes it: trimmed, 1 to CHAT_LIMITS.textMaxLength characters;
 * null when it cannot be sent. The schemas (chat.ts) hold the server to the same rule; the
 * composers ask this one, so the chat screens draw without the schema library.
 */
export function sendableChatText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return null;
  // Characters as a reader counts them (an emoji is one), as the schema library counts them.
  const length = trimmed.length > CHAT_LIMITS.textMaxLength ? [...trimmed].length : trimmed.length;
  return length <= CHAT_LIMITS.textMaxLength ? trimmed : null;
}
