/**
 * React's view of the chat socket and the room, read through useSyncExternalStore so every
 * screen sees the same state at the same moment.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { appChat } from './app-chat';
import type { ChatState } from './connection';
import type { RoomState } from './room';

export function useChatState(): ChatState {
  const { connection } = appChat();
  return useSyncExternalStore(connection.onState, connection.getState);
}

/** The room, started (listening and loaded) on first use. */
export function useChatRoom(): RoomState {
  const { room } = appChat();
  useEffect(() => room.start(), [room]);
  return useSyncExternalStore(room.onChange, room.getState);
}

export { appChat };
