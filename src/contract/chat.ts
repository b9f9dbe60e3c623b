/**
 * The chat socket (docs/architecture.md, Realtime; spec §2 Chat room, §4 Chat socket, §7 Chat):
 * STOMP 1.2 over WebSocket at /ws. Destinations, limits and message shapes, shared by client and
 * server.
 */
import { z } from 'zod';
import { CHAT_LIMITS, CHAT_VALIDATION } from './chat-constants';
import { idParamSchema, MAX_ID } from './ids';

export * from './chat-constants';

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
  before: idParamSchema.optional(),
  /** After a reconnect: the messages newer than this id (oldest first), to fill the gap. */
  after: z.coerce.number().int().nonnegative().max(MAX_ID).optional(),
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
  .min(1, CHAT_VALIDATION.emptyText)
  .max(CHAT_LIMITS.textMaxLength, CHAT_VALIDATION.tooLong);
