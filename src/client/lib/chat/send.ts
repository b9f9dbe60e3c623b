/**
 * The outbox's sender for room messages: a SEND to /app/sendMessage over the chat socket,
 * carrying the entry id as its idempotency-key and a receipt header, answered as the drainer
 * reads an HTTP reply. The RECEIPT is a 200; a refusal of this very SEND (matched by its
 * receipt id) is a 4xx the member decides about, except for a refusal that passes (too fast,
 * the server's own failure); no socket, or one that closes before the RECEIPT, is a network
 * error, which the outbox retries with the same key. It carries the entry's contract version
 * as a POST does (`contract-version`): a message queued before a release may reach a server
 * that no longer takes its version, and is then parked for an update like any other write.
 */
import type { ChatRefusal } from '../../../contract/chat';
import { CHAT_TEXT, DESTINATIONS } from '../../../contract/chat-constants';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGE } from '../../../contract/idempotency';
import {
  CONTRACT_VERSION_HEADER,
  CONTRACT_VERSION_STOMP_HEADER,
  UNVERSIONED_WRITE,
  UPDATE_APP_CODE,
  WRITE_VERSION_MESSAGE,
} from '../../../contract/write-versions';
import type { OutboxEntry } from '../outbox/db';
import type { ResponseLike, SendContext } from '../outbox/registry';
import { SocketUnavailableError, type ChatConnection } from './connection';
import { FRAME_SHAPES, readFrame } from './frames';
import type { ChatRoom } from './room';

export interface ChatSendPayload {
  text: string;
}

const KEY_HEADER = IDEMPOTENCY_HEADER.toLowerCase();

/** The HTTP status a refusal stands for, so the outbox's one policy applies to it. */
export function statusOfRefusal(message: string): number {
  switch (message) {
    case CHAT_TEXT.tooFast:
      return 429;
    case CHAT_TEXT.sendFailed:
      return 503;
    case CHAT_TEXT.signInToSend:
      return 401;
    case IDEMPOTENCY_MESSAGE.mismatch:
      return 422;
    case IDEMPOTENCY_MESSAGE.inProgress:
      return 409;
    case WRITE_VERSION_MESSAGE.updateApp:
      return 426;
    case WRITE_VERSION_MESSAGE.newer:
      return 503;
    default:
      return 400;
  }
}

function reply(status: number, message = ''): ResponseLike {
  // A 426 is the server's "update the app", which a POST says with its code.
  const code = status === 426 ? UPDATE_APP_CODE : undefined;
  return {
    status,
    headers: { get: () => null },
    text: async () => JSON.stringify({ message, code }),
  };
}

/**
 * Made with the connection, before it starts: the errors queue must be subscribed on every
 * socket before any SEND, or a refusal would go unheard and its RECEIPT read as success.
 */
export function createChatSender(connection: ChatConnection, room: ChatRoom) {
  /** Refusals of our SENDs by receipt id, until their RECEIPT (which follows) is read. */
  const refusals = new Map<string, ChatRefusal>();
  let attempt = 0;
  connection.subscribe(DESTINATIONS.errors, (message) => {
    try {
      const refusal = readFrame(message.body, FRAME_SHAPES.refusal);
      if (refusal.receiptId?.startsWith('chat-')) refusals.set(refusal.receiptId, refusal);
    } catch {
      // Not a refusal this build can read; the RECEIPT still settles the SEND.
    }
  });

  return async function sendChatEntry(
    entry: OutboxEntry<ChatSendPayload>,
    ctx: SendContext,
  ): Promise<ResponseLike> {
    room.start();
    // The socket must speak for the member the outbox sends for, or it sends as nobody else.
    const token = ctx.headers.Authorization?.replace(/^Bearer\s+/, '') ?? null;
    if (token !== connection.socketToken()) {
      void connection.syncToken();
      throw new SocketUnavailableError('The chat socket is reconnecting as this member');
    }
    if (entry.ownerId !== null) room.expectEcho(entry.id, entry.ownerId, entry.payload.text);
    const receiptId = `chat-${entry.id}-${++attempt}`;
    let refusal: ChatRefusal | undefined;
    try {
      await connection.publish(
        DESTINATIONS.sendMessage,
        entry.payload.text,
        {
          [KEY_HEADER]: entry.id,
          // The version the drainer sends with every write: the entry's own.
          [CONTRACT_VERSION_STOMP_HEADER]:
            ctx.headers[CONTRACT_VERSION_HEADER] ??
            String(entry.contractVersion ?? UNVERSIONED_WRITE),
        },
        receiptId,
      );
    } finally {
      refusal = refusals.get(receiptId);
      refusals.delete(receiptId);
    }
    if (refusal) return reply(statusOfRefusal(refusal.message), refusal.message);
    // The RECEIPT says the message is stored: have it in the room before the entry leaves the
    // outbox, so it never vanishes from the screen for a moment.
    await room.fill();
    return reply(200);
  };
}

export type ChatSender = ReturnType<typeof createChatSender>;
