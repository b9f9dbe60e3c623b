/**
 * React's view of the chat socket and the room, read through useSyncExternalStore so every
 * screen sees the same state at the same moment.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { currentUserQuery } from '../../features/auth/api';
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

/**
 * Keeps the socket speaking for whoever is signed in: a sign-in or sign-out changes the session
 * query, and the socket then reconnects with the token stored now.
 */
export function useChatSession(): void {
  const me = useQuery(currentUserQuery);
  const userId = me.data?.id ?? null;
  useEffect(() => {
    void appChat().connection.syncToken();
  }, [userId]);
}

export { appChat };
