/**
 * Reading what the server pushes over the chat socket. The server builds every frame from the
 * contract's schemas; the client checks that a frame has the fields it reads, with the small
 * checks below rather than those schemas: the socket opens on every screen of a signed-in
 * member, and the schema library would otherwise load and run beside each first screen on a
 * cheap phone. Each shape names every field of its contract type, so a field added there
 * fails the type check here until it is read too.
 */
import type { ChatMessage, ChatRefusal, ChatSender } from '../../../contract/chat';
import type { ConversationMessage, UnreadChange } from '../../../contract/conversations';
import type { PushPayload } from '../../../contract/push';

type Check = (value: unknown) => boolean;

/** A check for each field of T, none left out. */
type Shape<T> = { [K in keyof T]-?: Check };

/** Whether a value read from a frame is a T. */
export type FrameShape<T> = (value: unknown) => value is T;

const text: Check = (value) => typeof value === 'string';
const integer: Check = (value) => Number.isInteger(value);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

function record<T>(shape: Shape<T>): FrameShape<T> {
  return (value): value is T =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries<Check>(shape).every(([field, check]) =>
      check((value as Record<string, unknown>)[field]),
    );
}

const sender = record<ChatSender>({
  id: integer,
  username: text,
  fullName: text,
  profilePicture: nullable(record<{ url: string }>({ url: text })),
});

export const FRAME_SHAPES = {
  chatMessage: record<ChatMessage>({ id: integer, text, sender, sentAt: text }),
  conversationMessage: record<ConversationMessage>({
    id: integer,
    conversationId: integer,
    text,
    sender,
    sentAt: text,
  }),
  refusal: record<ChatRefusal>({ destination: text, message: text, receiptId: optional(text) }),
  notice: record<PushPayload>({ title: text, body: text, url: text, tag: text }),
  unreadChange: record<UnreadChange>({
    conversationId: integer,
    unreadCount: integer,
    total: integer,
  }),
};

/** A frame's body as T when it has T's fields; throws on anything else. */
export function readFrame<T>(body: string, shape: FrameShape<T>): T {
  const value: unknown = JSON.parse(body);
  if (!shape(value)) throw new TypeError('A frame this build cannot read');
  return value;
}
