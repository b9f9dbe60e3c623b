/**
 * Who is signed in (§4), apart from the other account calls: the header needs it for the first
 * render, the sign-up and reset screens' calls can load with those screens.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_PATHS } from '../../contract/api-paths';
import type { SelfUser } from '../../contract/users';
import { api, ApiError } from './api-client';
import { currentOwner, type OwnerId } from './session-owner';
import { tokenStore } from './token-store';

/** The code of a 401 for a token whose session the server ended. */
export const SESSION_ENDED = 'SESSION_ENDED';

export const authKeys = {
  me: ['user', 'me'] as const,
  identifier: (identifier: string) => ['auth', 'identifier', identifier] as const,
  usernameFree: (username: string) => ['auth', 'usernameFree', username] as const,
  emailFree: (email: string) => ['auth', 'emailFree', email] as const,
  resetCode: (username: string) => ['auth', 'resetCode', username] as const,
};

/**
 * §4: on start, if a token is stored, the current user is fetched; a token the server refuses
 * is removed, and the member is told why the server ended the session (e.g. their password was
 * changed on another device). Other failures (offline, 5xx) keep the token: the member is still
 * signed in.
 */
export const currentUserQuery = queryOptions({
  queryKey: authKeys.me,
  queryFn: async (): Promise<SelfUser | null> => {
    if (!tokenStore.get()) return null;
    try {
      return await api<SelfUser>(USER_PATHS.me);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        tokenStore.clear();
        if (error.code === SESSION_ENDED) {
          void import('./session-ended-notice').then((notice) =>
            notice.tellSessionEnded(error.message),
          );
        }
        return null;
      }
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useCurrentUser(): SelfUser | null {
  return useQuery(currentUserQuery).data ?? null;
}

/**
 * Whose data this device shows and sends (queued writes, the cart): the subject of the stored
 * token, which is who the server will take us for. The session query is read only to render
 * again when someone signs in or out; offline at start it never settles, and the token still
 * names the member.
 */
export function useSessionOwner(): OwnerId {
  const me = useQuery(currentUserQuery);
  void me.data;
  return currentOwner();
}
