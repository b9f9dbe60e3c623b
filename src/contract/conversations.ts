/**
 * Direct and group conversations (/messges; docs/product.md §1 'messges'; docs/architecture.md,
 * Realtime): shapes, limits, texts and paths shared by client and server. Messages are written over
 * HTTP (so the outbox and Idempotency-Key apply) and delivered live on DESTINATIONS.conversations.
 */
import { z } from 'zod';
import { pictureSchema } from './pictures';
import { chatHistoryQuerySchema, chatSenderSchema, chatTextSchema } from './chat';
import { pageQuerySchema, pageSchema } from './paging';
import {
  CONVERSATION_KINDS,
  CONVERSATION_LIMITS,
  CONVERSATION_VALIDATION,
} from './conversations-constants';
import { idSchema } from './ids';

export * from './conversations-constants';

/** A member as a conversation shows them: public fields only. */
export const conversationMemberSchema = chatSenderSchema;
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

/** What POST …/messages returns, history lists and /user/queue/messages delivers. */
export const conversationMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  text: z.string(),
  sender: conversationMemberSchema,
  /** ISO 8601, UTC. */
  sentAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** A conversation's picture: the largest stored width and every width, for srcset. */
export const conversationPictureSchema = pictureSchema;
export type ConversationPicture = z.infer<typeof conversationPictureSchema>;

/** A conversation as the signed-in member sees it (name, unread count are theirs). */
export const conversationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  /** A group's name; for a direct conversation, the other member's full name. */
  name: z.string(),
  /** A group's own picture, or a direct conversation's other member's; null for none. */
  picture: conversationPictureSchema.nullable(),
  /** Current members, the viewer included. */
  members: z.array(conversationMemberSchema),
  lastMessage: conversationMessageSchema.nullable(),
  /** Messages from others after the viewer's read mark. */
  unreadCount: z.number().int(),
  /** The last message's time, or the creation time: the inbox's sort key. */
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const memberIdSchema = idSchema;
const groupNameSchema = z
  .string()
  .trim()
  .min(1, CONVERSATION_VALIDATION.groupNeedsName)
  .max(CONVERSATION_LIMITS.groupNameMaxLength);

/**
 * POST /conversations. A direct conversation with someone you already have one with returns
 * that one (200) instead of a second (201).
 */
export const conversationCreateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('direct'), memberId: memberIdSchema }),
  z.object({
    kind: z.literal('group'),
    name: groupNameSchema,
    /** The others; the creator is a member anyway. */
    memberIds: z
      .array(memberIdSchema)
      .min(1)
      .max(CONVERSATION_LIMITS.groupMaxMembers - 1, CONVERSATION_VALIDATION.groupTooBig),
  }),
]);
export type ConversationCreate = z.infer<typeof conversationCreateSchema>;

/** POST /conversations/{id}/members: group members add others. */
export const conversationAddMembersSchema = z.object({
  memberIds: z
    .array(memberIdSchema)
    .min(1)
    .max(CONVERSATION_LIMITS.groupMaxMembers - 1, CONVERSATION_VALIDATION.groupTooBig),
});
export type ConversationAddMembers = z.infer<typeof conversationAddMembersSchema>;

/** POST /conversations/{id}/read: everything up to this message counts as read. */
export const conversationReadSchema = z.object({ messageId: idSchema });
export type ConversationRead = z.infer<typeof conversationReadSchema>;

export const conversationSendSchema = z.object({ text: chatTextSchema });
export type ConversationSend = z.infer<typeof conversationSendSchema>;

/** GET /conversations: the inbox, latest activity first; `q` matches names and members. */
export const conversationListQuerySchema = pageQuerySchema(
  CONVERSATION_LIMITS.inboxDefaultSize,
).extend({ q: z.string().trim().max(100).optional() });
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;
export const conversationPageSchema = pageSchema(conversationSchema);

/** GET /conversations/{id}/messages: the same cursors as the room's history. */
export const conversationHistoryQuerySchema = chatHistoryQuerySchema;
export type ConversationHistoryQuery = z.infer<typeof conversationHistoryQuerySchema>;
export const conversationHistorySchema = z.object({
  /** Oldest first, ready to show. */
  content: z.array(conversationMessageSchema),
  /** Whether older messages exist before the first one (or newer after, with `after`). */
  hasMore: z.boolean(),
});
export type ConversationHistory = z.infer<typeof conversationHistorySchema>;

/**
 * GET /conversations/people?q=: members to start a chat with, by name or username (part of
 * it) or by e-mail (the whole address, so nobody can spell out others' addresses letter by
 * letter). The e-mail is only matched, never returned.
 */
export const peopleQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_LIMITS.peopleMaxSize)
    .default(CONVERSATION_LIMITS.peopleDefaultSize),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;
export const peopleSchema = z.object({ content: z.array(conversationMemberSchema) });
export type People = z.infer<typeof peopleSchema>;

/**
 * GET /conversations/unread: the member's unread messages, per conversation (only those with
 * any) and in all, as the Messages link shows them right after a reload.
 */
export const unreadCountsSchema = z.object({
  total: z.number().int(),
  conversations: z.array(
    z.object({ conversationId: z.number().int(), unreadCount: z.number().int() }),
  ),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/**
 * What /user/queue/unread delivers when a count of the member's changes: a message came, the
 * member read (on any device) or left a conversation. The total is the server's, not a sum the
 * client keeps, so a missed event is mended by the next one.
 */
export const unreadChangeSchema = z.object({
  conversationId: z.number().int(),
  unreadCount: z.number().int(),
  total: z.number().int(),
});
export type UnreadChange = z.infer<typeof unreadChangeSchema>;
