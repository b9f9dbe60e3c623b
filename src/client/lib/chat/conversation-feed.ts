/**
 * The member's conversation messages as the socket delivers them (/user/queue/messages). The
 * queue is subscribed as soon as the chat module is loaded, so it is renewed with every other
 * subscription on each connect, before 'connected' is told: whoever fills the gap then cannot
 * miss a message between the two. What to do with a message is the conversations screen's
 * business; this only reads it and passes it on.
 */
import type { ConversationMessage } from '../../../contract/conversations';
import { DESTINATIONS } from '../../../contract/chat-constants';
import type { ChatConnection } from './connection';
import { FRAME_SHAPES, readFrame } from './frames';

export type ConversationListener = (message: ConversationMessage) => void;

export function createConversationFeed(connection: ChatConnection) {
  const listeners = new Set<ConversationListener>();
  connection.subscribe(
    DESTINATIONS.conversations,
    (frame) => {
      let message: ConversationMessage;
      try {
        message = readFrame(frame.body, FRAME_SHAPES.conversationMessage);
      } catch {
        return; // A body this build cannot read: the history fetch shows it as the server has it.
      }
      for (const listener of listeners) listener(message);
    },
    { memberOnly: true },
  );
  return {
    /** Calls back with each message delivered from now on; returns the unsubscribe. */
    onMessage(listener: ConversationListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ConversationFeed = ReturnType<typeof createConversationFeed>;
