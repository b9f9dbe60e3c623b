/**
 * The club room: one conversation for the whole club. Anyone may read it; members write to it
 * over the chat socket, and each accepted message is stored before it is published, so what a
 * subscriber sees is always in history too (a reconnecting client fills its gap from there).
 *
 * A SEND may carry an `idempotency-key` header (the app's outbox sends its entry id): a resend
 * after a lost RECEIPT is then recognised and stores nothing new. The key is kept in the same
 * idempotency_keys table, and for the same day, as the keys of POST requests; it is claimed in
 * the transaction that stores the message, so a key never exists without its message.
 *
 * A SEND names its contract version in a `contract-version` header, as a POST does in
 * X-Contract-Version (plugins/write-versions.ts): a message queued in an older version of the app
 * is upgraded while the server still accepts that version, and refused after, as a POST is.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGE,
  IDEMPOTENCY_TTL_MS,
} from '../../../contract/idempotency';
import {
  DESTINATIONS,
  chatTextSchema,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessage,
} from '../../../contract/chat';
import {
  claimKey,
  findKey,
  freeKey,
  storeReply,
  type KeyId,
} from '../../plugins/idempotency-store';
import { CONTRACT_VERSION_STOMP_HEADER } from '../../../contract/write-versions';
import type { SendContext } from '../../realtime/plugin';
import { checkWriteVersion, offlineWrite } from '../../plugins/write-versions';
import { senderOf } from '../users';
import {
  findMessage,
  insertMessage,
  latestMessages,
  messagesAfter,
  type MessageWithSender,
} from './repository';

function toChatMessage(row: MessageWithSender): ChatMessage {
  return {
    id: row.id,
    text: row.text,
    sender: senderOf(row),
    sentAt: row.sent_at,
  };
}

/** STOMP header names are case-sensitive; clients send this one in lower case. */
export const SEND_KEY_HEADER = IDEMPOTENCY_HEADER.toLowerCase();

type Stored =
  { kind: 'stored'; id: number } | { kind: 'seen' } | { kind: 'refused'; message: string };

/** A room message is the outbox's 'chat.send'; its older versions are upgraded as text. */
const CHAT_SEND = offlineWrite('chat.send').offlineWrite;

/** A message the upgrade cannot read is left as it came, for the text's check to refuse. */
function upgradedText(upgrade: (body: unknown) => unknown, sent: string): string {
  try {
    return String(upgrade(sent));
  } catch {
    return sent;
  }
}

const fingerprintOf = (text: string) => ({
  method: 'SEND',
  path: DESTINATIONS.sendMessage,
  bodyHash: createHash('sha256').update(text).digest('hex'),
});

/** Whether this very message is stored under the member's key already (a resend). */
async function storedAlready(
  app: FastifyInstance,
  senderId: number,
  key: string,
  body: string,
): Promise<boolean> {
  const text = chatTextSchema.safeParse(body);
  if (!text.success || !IDEMPOTENCY_KEY_PATTERN.test(key)) return false;
  const stored = await findKey(app.db, { owner: String(senderId), key });
  const fingerprint = fingerprintOf(text.data);
  return (
    stored?.state === 'done' &&
    Date.parse(stored.created_at) >= Date.now() - IDEMPOTENCY_TTL_MS &&
    stored.path === fingerprint.path &&
    stored.body_hash === fingerprint.bodyHash
  );
}

/**
 * Stores the text under the member's key, unless the key was used already: the same text
 * under it is a resend (nothing new), another text is refused as with a POST.
 */
async function storeOnce(
  app: FastifyInstance,
  senderId: number,
  key: string,
  text: string,
): Promise<Stored> {
  const keyId: KeyId = { owner: String(senderId), key };
  const fingerprint = fingerprintOf(text);
  // A second round covers a key that expired between our claim and our read.
  for (let round = 0; round < 2; round++) {
    const outcome = await app.db.transaction().execute(async (trx): Promise<Stored | null> => {
      const claim = await claimKey(trx, keyId, fingerprint);
      if (claim) {
        const id = await insertMessage(trx, {
          sender_id: senderId,
          text,
          sent_at: new Date().toISOString(),
        });
        const body = JSON.stringify({ id });
        await storeReply(trx, claim, { status: 200, contentType: 'application/json', body });
        return { kind: 'stored', id };
      }
      const stored = await findKey(trx, keyId);
      if (!stored) return null;
      if (Date.parse(stored.created_at) < Date.now() - IDEMPOTENCY_TTL_MS) {
        await freeKey(trx, keyId, stored.created_at);
        return null;
      }
      const same =
        stored.method === fingerprint.method &&
        stored.path === fingerprint.path &&
        stored.body_hash === fingerprint.bodyHash;
      return same ? { kind: 'seen' } : { kind: 'refused', message: IDEMPOTENCY_MESSAGE.mismatch };
    });
    if (outcome) return outcome;
  }
  return { kind: 'refused', message: IDEMPOTENCY_MESSAGE.inProgress };
}

/**
 * A SEND to /app/sendMessage: checked, stored, then published to the room. The connection
 * answers the SEND's RECEIPT only after this resolves, so a RECEIPT means the message is in
 * history. A resend of a stored key publishes nothing: the first SEND did.
 */
export async function sendToRoom(
  app: FastifyInstance,
  { user, body: sent, headers, refuse }: SendContext,
): Promise<void> {
  const key = headers[SEND_KEY_HEADER];
  const version = checkWriteVersion(CHAT_SEND, headers[CONTRACT_VERSION_STOMP_HEADER]);
  if (version.type === 'refuse') {
    // A message that landed before is acknowledged again, whatever its version now.
    if (key !== undefined && (await storedAlready(app, user.id, key, sent))) return;
    return refuse(version.error.message);
  }
  const body = version.upgrade ? upgradedText(version.upgrade, sent) : sent;
  const text = chatTextSchema.safeParse(body);
  if (!text.success) return refuse(text.error.issues[0]?.message ?? 'Invalid message');
  let id: number;
  if (key === undefined) {
    id = await insertMessage(app.db, {
      sender_id: user.id,
      text: text.data,
      sent_at: new Date().toISOString(),
    });
  } else {
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return refuse(IDEMPOTENCY_MESSAGE.invalidKey);
    const stored = await storeOnce(app, user.id, key, text.data);
    if (stored.kind === 'refused') return refuse(stored.message);
    if (stored.kind === 'seen') return;
    id = stored.id;
  }
  const row = await findMessage(app.db, id);
  if (row) await app.realtime.publish(DESTINATIONS.room, toChatMessage(row));
}

/**
 * A slice of history, oldest first. With `after`: the messages that followed it (a gap to
 * fill after a reconnect); otherwise the latest ones before `before` (scrolling back).
 */
export async function history(db: Kysely<Database>, query: ChatHistoryQuery): Promise<ChatHistory> {
  const { before, after, size } = query;
  // One row more than asked says whether there is more beyond the slice.
  if (after !== undefined) {
    const rows = await messagesAfter(db, after, before, size + 1);
    return { content: rows.slice(0, size).map(toChatMessage), hasMore: rows.length > size };
  }
  const rows = await latestMessages(db, before, size + 1);
  return {
    content: rows.slice(0, size).reverse().map(toChatMessage),
    hasMore: rows.length > size,
  };
}
