/**
 * The chat socket (DESIGN.md, Realtime; spec §2 Chat room, §4 Chat socket, §7 Chat): STOMP 1.2
 * over WebSocket at /ws. Destinations, limits and message shapes, shared by client and server.
 */
import { z } from 'zod';

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
  /** Messages a connection may SEND per window before it is refused. */
  sendsPerWindow: 20,
  sendWindowMs: 10_000,
  /** History page sizes. */
  historyDefaultSize: 30,
  historyMaxSize: 100,
} as const;

export const CHAT_TEXT = {
  title: 'Chat Room',
  placeholder: 'Type a message',
  send: 'Send',
  emptyText: 'Write something before sending.',
  tooLong: `A message can be at most ${CHAT_LIMITS.textMaxLength} characters.`,
  signInToSend: 'Sign in to write in the chat room.',
  tooFast: 'You are sending too fast. Wait a few seconds and try again.',
  sendFailed: 'The message could not be sent. Try again.',
} as const;

export const chatSenderSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  profilePicture: z.object({ url: z.string() }).nullable(),
});
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** What the room sends on /topic/messages and what history returns. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  sender: chatSenderSchema,
  /** ISO 8601, UTC. */
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * GET /api/chat/messages?before=<id>&size=<n>: the latest `size` messages older than `before`
 * (or the latest of all); with `after` instead, the ones newer than it, to fill a gap.
 */
export const chatHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  /** After a reconnect: the messages newer than this id (oldest first), to fill the gap. */
  after: z.coerce.number().int().nonnegative().optional(),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_LIMITS.historyMaxSize)
    .default(CHAT_LIMITS.historyDefaultSize),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** A slice of history by cursor (ids grow with time), not a numbered page: the room moves. */
export const chatHistorySchema = z.object({
  /** Oldest first, ready to show. */
  content: z.array(chatMessageSchema),
  /** Whether older messages exist before the first one here (or newer after, with `after`). */
  hasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** The body of a message on /user/queue/errors. */
export const chatRefusalSchema = z.object({
  destination: z.string(),
  message: z.string(),
  /** The receipt id of the refused SEND, when it had one, so the client knows which. */
  receiptId: z.string().optional(),
});
export type ChatRefusal = z.infer<typeof chatRefusalSchema>;

/** A room message as the server accepts it: trimmed, not empty, not too long. */
export const chatTextSchema = z
  .string()
  .trim()
  .min(1, CHAT_TEXT.emptyText)
  .max(CHAT_LIMITS.textMaxLength, CHAT_TEXT.tooLong);

export const CHAT_PATHS = {
  messages: '/chat/messages',
} as const;
