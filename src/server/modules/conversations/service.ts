/**
 * Direct and group conversations. Only members read or write one; to anyone else it does not
 * exist (404), so ids reveal nothing. Any member may start one; group members add others and
 * may leave; a direct conversation is fixed to its two members, and there is one per pair.
 * A message is stored before it is delivered, so what a socket shows is in history too.
 * A group may have a picture, which any of its members may change.
 * Unread counts are kept per member and conversation (the read mark); every change of one is
 * told to the member's open sockets, so the Messages link and the inbox follow on every device.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import { DESTINATIONS } from '../../../contract/chat';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_TEXT,
  GROUP_PICTURE_WIDTHS,
  conversationScreenUrl,
  type Conversation,
  type ConversationCreate,
  type ConversationHistory,
  type ConversationHistoryQuery,
  type ConversationListQuery,
  type ConversationMember,
  type ConversationMessage,
  type ConversationPicture,
  type People,
  type PeopleQuery,
  type UnreadChange,
  type UnreadCounts,
} from '../../../contract/conversations';
import { toPage, type Page } from '../../../contract/paging';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { keepNoReply, type KeepReply } from '../../plugins/idempotency-reply';
import type { AuthUser } from '../../types';
import { deleteMedia, storePicture, pictureSizes } from '../media';
import { pictureOf, senderOf } from '../users';
import * as repo from './repository';
import type { ConversationRow, MemberRow, MessageRow } from './repository';

function toMessage(row: MessageRow): ConversationMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    text: row.text,
    sender: senderOf(row),
    sentAt: row.sent_at,
  };
}

/** The media kind of a group's picture. */
const PICTURE_KIND = 'conversation';

/** A group's picture, with every width for srcset. */
function toPicture(mediaId: string, widthsJson: string | undefined): ConversationPicture {
  return pictureSizes(mediaId, widthsJson);
}

function toMember(row: Pick<MemberRow, 'id' | 'username' | 'full_name' | 'profile_picture_id'>) {
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    profilePicture: pictureOf(row.profile_picture_id),
  } satisfies ConversationMember;
}

/**
 * Members, last messages and pictures of a page of conversations, read in three queries for all
 * of them. A group shows its own picture; a direct conversation, the other member's.
 */
async function toConversations(
  app: FastifyInstance,
  viewerId: number,
  rows: ConversationRow[],
): Promise<Conversation[]> {
  const lastIds = rows.flatMap((row) =>
    row.last_message_id === null ? [] : [row.last_message_id],
  );
  const [memberRows, messageRows] = await Promise.all([
    repo.membersOf(
      app.db,
      rows.map((row) => row.id),
    ),
    repo.messagesByIds(app.db, lastIds),
  ]);
  const messages = new Map(messageRows.map((row) => [row.id, toMessage(row)]));
  const shown = rows.map((row) => {
    const members = memberRows.filter((m) => m.conversation_id === row.id);
    const other = members.find((m) => m.id !== viewerId);
    const pictureId = row.kind === 'direct' ? (other?.profile_picture_id ?? null) : row.picture_id;
    return { row, members, other, pictureId };
  });
  const widths = await repo.pictureWidths(
    app.db,
    shown.flatMap(({ pictureId }) => (pictureId === null ? [] : [pictureId])),
  );
  return shown.map(({ row, members, other, pictureId }) => {
    const direct = row.kind === 'direct';
    return {
      id: row.id,
      kind: row.kind,
      name: direct ? (other?.full_name ?? CONVERSATION_TEXT.formerMember) : (row.name ?? ''),
      picture: pictureId === null ? null : toPicture(pictureId, widths.get(pictureId)),
      members: members.map(toMember),
      lastMessage:
        row.last_message_id === null ? null : (messages.get(row.last_message_id) ?? null),
      unreadCount: row.unread_count,
      updatedAt: row.last_activity_at,
    };
  });
}

export async function inbox(
  app: FastifyInstance,
  user: AuthUser,
  query: ConversationListQuery,
): Promise<Page<Conversation>> {
  const { rows, total } = await repo.listConversationsOf(app.db, user.id, query);
  return toPage(await toConversations(app, user.id, rows), total, query.page, query.size);
}

export async function one(app: FastifyInstance, user: AuthUser, id: number): Promise<Conversation> {
  const row = await repo.findConversationOf(app.db, user.id, id);
  if (!row) throw notFound();
  const [conversation] = await toConversations(app, user.id, [row]);
  return conversation!;
}

/** The ids, without the creator and repeats, all of active accounts; 400 otherwise. */
async function othersToAdd(
  app: FastifyInstance,
  user: AuthUser,
  ids: readonly number[],
  field: string,
): Promise<number[]> {
  const others = [...new Set(ids)].filter((id) => id !== user.id);
  if (!others.length)
    throw badRequest(CONVERSATION_TEXT.notYourself, { [field]: CONVERSATION_TEXT.notYourself });
  const active = await repo.activeUserIds(app.db, others);
  if (active.length !== others.length) {
    throw badRequest(CONVERSATION_TEXT.unknownMembers, {
      [field]: CONVERSATION_TEXT.unknownMembers,
    });
  }
  return others;
}

/** Starts a conversation; a direct one the pair already has is returned with created false. */
export async function create(
  app: FastifyInstance,
  user: AuthUser,
  input: ConversationCreate,
): Promise<{ conversation: Conversation; created: boolean }> {
  const now = new Date().toISOString();
  if (input.kind === 'direct') {
    const [otherId] = await othersToAdd(app, user, [input.memberId], 'memberId');
    const key = [user.id, otherId!].sort((a, b) => a - b).join(':');
    const existing = await repo.findDirect(app.db, key);
    if (existing !== undefined)
      return { conversation: await one(app, user, existing), created: false };
    const id = await app.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertConversation(trx, {
        kind: 'direct',
        name: null,
        direct_key: key,
        created_by: user.id,
        created_at: now,
        last_activity_at: now,
      });
      if (inserted !== undefined) await repo.addMembers(trx, inserted, [user.id, otherId!], now);
      return inserted;
    });
    // Undefined: the other member started it a moment ago, between our read and our insert.
    if (id === undefined) {
      const raced = await repo.findDirect(app.db, key);
      if (raced === undefined) throw conflict(CONVERSATION_TEXT.actionFailed);
      return { conversation: await one(app, user, raced), created: false };
    }
    return { conversation: await one(app, user, id), created: true };
  }
  const others = await othersToAdd(app, user, input.memberIds, 'memberIds');
  const id = await app.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertConversation(trx, {
      kind: 'group',
      name: input.name,
      direct_key: null,
      created_by: user.id,
      created_at: now,
      last_activity_at: now,
    });
    await repo.addMembers(trx, inserted!, [user.id, ...others], now);
    return inserted!;
  });
  return { conversation: await one(app, user, id), created: true };
}

/** The conversation if `user` is in it; 404 for everyone else, whether or not it exists. */
async function conversationOfMember(app: FastifyInstance, user: AuthUser, id: number) {
  const [conversation, member] = await Promise.all([
    repo.findConversation(app.db, id),
    repo.isMember(app.db, id, user.id),
  ]);
  if (!conversation || !member) throw notFound();
  return conversation;
}

export async function addMembers(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  memberIds: readonly number[],
): Promise<Conversation> {
  const conversation = await conversationOfMember(app, user, id);
  if (conversation.kind === 'direct') throw conflict(CONVERSATION_TEXT.directIsFixed);
  const others = await othersToAdd(app, user, memberIds, 'memberIds');
  await app.db.transaction().execute(async (trx) => {
    await repo.addMembers(trx, id, others, new Date().toISOString());
    if ((await repo.countMembers(trx, id)) > CONVERSATION_LIMITS.groupMaxMembers) {
      // Thrown inside the transaction, so the additions roll back.
      throw conflict(CONVERSATION_TEXT.groupTooBig);
    }
  });
  return one(app, user, id);
}

/** Leaves a group; the group goes, with its messages, when its last member leaves. */
export async function leave(app: FastifyInstance, user: AuthUser, id: number): Promise<void> {
  const conversation = await conversationOfMember(app, user, id);
  if (conversation.kind === 'direct') throw conflict(CONVERSATION_TEXT.directIsFixed);
  const emptied = await app.db.transaction().execute(async (trx) => {
    await repo.removeMember(trx, id, user.id);
    if ((await repo.countMembers(trx, id)) > 0) return false;
    await repo.deleteConversation(trx, id);
    return true;
  });
  if (emptied && conversation.picture_id) await deleteMedia(app, [conversation.picture_id]);
  await tellUnread(app, [user.id], id);
}

/**
 * Replaces a group's picture; the old one is deleted. Checked before the upload is read, so a
 * refused member's file is never processed. Unlike reading, this answers a non-member with 403:
 * they learn only that the id is taken, not what the group holds.
 */
export async function changePicture(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  readPicture: () => Promise<Buffer>,
): Promise<Conversation> {
  const [conversation, member] = await Promise.all([
    repo.findConversation(app.db, id),
    repo.isMember(app.db, id, user.id),
  ]);
  if (!conversation) throw notFound();
  if (!member) throw forbidden(CONVERSATION_TEXT.notInGroup);
  if (conversation.kind === 'direct') throw badRequest(CONVERSATION_TEXT.directHasNoPicture);
  const image = await readPicture();
  const mediaId = await storePicture(app, user.id, PICTURE_KIND, image, GROUP_PICTURE_WIDTHS);
  const replaced = await repo.replacePicture(app.db, id, mediaId);
  // Undefined: the last member left while the picture was being encoded.
  if (replaced === undefined) {
    await deleteMedia(app, [mediaId]);
    throw notFound();
  }
  if (replaced) await deleteMedia(app, [replaced]);
  return one(app, user, id);
}

export async function markRead(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  messageId: number,
): Promise<void> {
  await conversationOfMember(app, user, id);
  if (!(await repo.findMessageIn(app.db, id, messageId))) {
    throw badRequest(CONVERSATION_TEXT.notAMessageHere, {
      messageId: CONVERSATION_TEXT.notAMessageHere,
    });
  }
  await repo.markRead(app.db, id, user.id, messageId);
  await tellUnread(app, [user.id], id);
}

/** The member's unread messages per conversation and in all. */
export async function unreadCounts(db: Kysely<Database>, user: AuthUser): Promise<UnreadCounts> {
  const rows = await repo.unreadCountsOf(db, [user.id]);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    conversations: rows.map(({ conversationId, count }) => ({
      conversationId,
      unreadCount: count,
    })),
  };
}

/**
 * Tells each member on /user/queue/unread what they now have unread in the conversation and
 * in all. Each member gets their own counts, so one send per member.
 */
async function tellUnread(
  app: FastifyInstance,
  userIds: readonly number[],
  conversationId: number,
): Promise<void> {
  const rows = await repo.unreadCountsOf(app.db, userIds);
  await Promise.all(
    userIds.map((userId) => {
      const mine = rows.filter((row) => row.userId === userId);
      const change: UnreadChange = {
        conversationId,
        unreadCount: mine.find((row) => row.conversationId === conversationId)?.count ?? 0,
        total: mine.reduce((sum, row) => sum + row.count, 0),
      };
      return app.realtime.sendToUser([userId], DESTINATIONS.unread, change);
    }),
  );
}

/**
 * A slice of history, oldest first: the messages after `after` (a gap to fill), or the latest
 * ones before `before` (scrolling back). One row more than asked says whether there is more.
 */
export async function history(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  { before, after, size }: ConversationHistoryQuery,
): Promise<ConversationHistory> {
  await conversationOfMember(app, user, id);
  if (after !== undefined) {
    const rows = await repo.messagesAfter(app.db, id, after, before, size + 1);
    return { content: rows.slice(0, size).map(toMessage), hasMore: rows.length > size };
  }
  const rows = await repo.latestMessages(app.db, id, before, size + 1);
  return { content: rows.slice(0, size).reverse().map(toMessage), hasMore: rows.length > size };
}

/**
 * Stores a message (the sender has read up to it), delivers it to every member's open sockets
 * (the sender's other devices too), and pushes a notice to members with no socket open here,
 * at most once per CONVERSATION_LIMITS.pushIntervalMs per member and conversation; the notice's
 * tag makes a later one replace it rather than stack.
 */
export async function send(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  text: string,
  keepReply: KeepReply = keepNoReply,
): Promise<ConversationMessage> {
  const conversation = await conversationOfMember(app, user, id);
  const sentAt = new Date().toISOString();
  // The reply is kept with the message, so a retry after a crash is replayed or sends it once.
  const message = await app.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertMessage(trx, {
      conversation_id: id,
      sender_id: user.id,
      text,
      sent_at: sentAt,
    });
    await repo.touchConversation(trx, id, sentAt);
    await repo.markRead(trx, id, user.id, inserted);
    const row = await repo.findMessageIn(trx, id, inserted);
    if (!row) throw notFound();
    const stored = toMessage(row);
    await keepReply(trx, stored);
    return stored;
  });
  const memberIds = await repo.memberIdsOf(app.db, id);
  await app.realtime.sendToUser(memberIds, DESTINATIONS.conversations, message);
  // The sender too: sending reads the conversation up to their message, on every device.
  await tellUnread(app, memberIds, id);

  const offline = memberIds.filter(
    (memberId) => memberId !== user.id && !app.realtime.isConnected(memberId),
  );
  const since = new Date(Date.parse(sentAt) - CONVERSATION_LIMITS.pushIntervalMs).toISOString();
  const due = await repo.claimPushSlots(app.db, id, offline, sentAt, since);
  if (due.length) {
    const sender = message.sender.fullName || message.sender.username;
    // Not awaited: the sender's reply must not wait on push services.
    void app.notify(due, 'messages', () => ({
      title:
        conversation.kind === 'group'
          ? CONVERSATION_TEXT.pushGroupTitle(sender, conversation.name ?? '')
          : sender,
      body: shorten(text, CONVERSATION_LIMITS.pushBodyMaxLength),
      url: conversationScreenUrl(id),
      tag: `conversation-${id}`,
    }));
  }
  return message;
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export async function people(
  db: Kysely<Database>,
  user: AuthUser,
  { q, size }: PeopleQuery,
): Promise<People> {
  const rows = await repo.searchPeople(db, user.id, q, size);
  return { content: rows.map(toMember) };
}
