/**
 * Account calls of §7 and the session rules of §4. Screens use these query options and
 * mutation hooks; none of them calls fetch itself.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, currentUserQuery } from '../../lib/current-user';
import { AUTH_PATHS } from '../../../contract/api-paths';
import { OTP_TTL_MINUTES } from '../../../contract/constants';
import { AUTH_TEXT, REPLY } from '../../../contract/messages';
import type { IdentifiedUser, LoginReply } from '../../../contract/users';
import type {
  LoginPayload,
  ResetPasswordPayload,
  SignupPayload,
  VerifyEmailPayload,
} from '../../../contract/auth';
import { api, ApiError } from '../../lib/api-client';
import { clearUserData, noteSignedInUser } from '../../lib/pwa/clear-user-data';
import { disablePush } from '../../lib/push/push-subscription';
import { tokenStore } from '../../lib/token-store';
import { forgetResetCode, rememberResetCode, sendCode, type CodeSent } from './code-sent';

export function identifierQuery(identifier: string) {
  return queryOptions({
    queryKey: authKeys.identifier(identifier),
    queryFn: () =>
      api<IdentifiedUser>(AUTH_PATHS.getUserByIdentifier, { query: { identifier } }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    staleTime: 60_000,
  });
}

/** Step 1 of sign-in: looks the member up; resolves null when nobody has that name or e-mail. */
export function useLookUpIdentifier() {
  const queryClient = useQueryClient();
  return useMutation({
    // Always asked afresh: someone not found a minute ago may have signed up since.
    mutationFn: (identifier: string) =>
      queryClient.fetchQuery({ ...identifierQuery(identifier), staleTime: 0 }),
  });
}

export const checkUsernameAvailable = (username: string) =>
  api<boolean>(AUTH_PATHS.checkUsernameAvailability, { query: { username } });
export const checkEmailAvailable = (email: string) =>
  api<boolean>(AUTH_PATHS.checkEmailAvailability, { query: { email } });

export function availabilityQuery(kind: 'username' | 'email', value: string) {
  return queryOptions({
    queryKey: kind === 'username' ? authKeys.usernameFree(value) : authKeys.emailFree(value),
    queryFn: async () =>
      Boolean(
        await (kind === 'username' ? checkUsernameAvailable(value) : checkEmailAvailable(value)),
      ),
    staleTime: 60_000,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rememberMe, ...payload }: LoginPayload & { rememberMe: boolean }) =>
      api<LoginReply>(AUTH_PATHS.login, { method: 'POST', body: payload }).then((reply) => ({
        reply,
        rememberMe,
      })),
    onSuccess: ({ reply, rememberMe }) => {
      tokenStore.set(reply.jwtToken, rememberMe);
      queryClient.setQueryData(authKeys.me, reply.user);
      // Once the last member's saved replies are gone, who is signed in is read once, like any
      // read: saved for offline, the header still names the member after an offline reload.
      void noteSignedInUser(reply.user.id).then(() =>
        queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => undefined),
      );
    },
  });
}

/** How long signing out waits for the server before the device forgets the session anyway. */
const SIGN_OUT_WAIT_MS = 4_000;

/** Waits for `work`, or for `ms`, whichever ends first; `work` may go on in the background. */
function withinTime(ms: number, work: Promise<unknown>): Promise<unknown> {
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline too, at once: React Query would hold the mutation until the network is back, and
    // the member who tapped Sign out and handed the phone over would still be signed in.
    networkMode: 'always',
    mutationFn: async () => {
      const memberId = queryClient.getQueryData<{ id: number } | null>(authKeys.me)?.id ?? null;
      const cart = await import('../shop/cart/cart-sign-out').catch(() => null);
      // Even if the server cannot be reached, or answers slowly, the member is signed out on
      // this device: its calls get SIGN_OUT_WAIT_MS, then the device forgets the session.
      await withinTime(
        SIGN_OUT_WAIT_MS,
        (async () => {
          // While still signed in: this device must stop receiving the member's notices.
          await disablePush().catch(() => undefined);
          // The member's cart leaves the device, its unsent changes sent first (the server
          // keeps it for the next sign-in); a chunk of its own, as the cart is not in the first
          // render.
          if (cart && memberId !== null) await cart.sendMemberCart(memberId).catch(() => {});
          await api(AUTH_PATHS.signout, { method: 'POST' }).catch(() => undefined);
        })(),
      );
      await cart?.forgetMemberCarts().catch(() => undefined);
    },
    onSettled: () => {
      tokenStore.clear();
      queryClient.setQueryData(authKeys.me, null);
      // Nothing of one member's data may be shown to the next person on this device.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
      // The service worker's copies of API replies too.
      void clearUserData();
    },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (payload: SignupPayload) =>
      api<{ username: string; email: string }>(AUTH_PATHS.signup, {
        method: 'POST',
        body: payload,
      }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (payload: VerifyEmailPayload) => {
      const verified = await api<boolean>(AUTH_PATHS.verifyEmail, {
        method: 'POST',
        body: payload,
      });
      // Only `true` means verified: any other reply must not pass for success.
      if (verified !== true) throw new ApiError(400, AUTH_TEXT.somethingWrong);
      return verified;
    },
  });
}

/** A new verification code for an unverified account's address; when it went, or the last one. */
export function useResendCode() {
  return useMutation({
    mutationFn: (email: string) =>
      sendCode(() => api<string>(AUTH_PATHS.sendOtpToEmail, { method: 'POST', query: { email } })),
  });
}

/** Asks for a reset code; the reply text is 'email sent' on success (§2). */
export const requestPasswordReset = (username: string) =>
  api<string>(AUTH_PATHS.forgotPassword, { method: 'POST', query: { username } });

/**
 * A reset code, remembered on this device while it is valid. `reply` is the server's text
 * ('email sent', §2), null when it had sent a code moments before and sent none now.
 */
async function sendResetCode(username: string): Promise<CodeSent & { reply: string | null }> {
  let reply: string | null = null;
  const sent = await sendCode(async () => {
    reply = String((await requestPasswordReset(username)) ?? '');
  });
  rememberResetCode(username, sent.sentAt);
  return { ...sent, reply };
}

/** "Send a new code" on the reset screen. */
export function useResendResetCode(username: string) {
  return useMutation({ mutationFn: () => sendResetCode(username) });
}

/**
 * §4: the reset code is sent on entry. As a query keyed by the username it is sent once even
 * when React mounts the screen twice; it is never refetched (each fetch is an e-mail), and it
 * is forgotten after five unused minutes, when the code it sent has expired anyway.
 */
export function resetCodeQuery(username: string) {
  return queryOptions({
    queryKey: authKeys.resetCode(username),
    queryFn: () => sendResetCode(username),
    staleTime: Infinity,
    gcTime: OTP_TTL_MINUTES * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ResetPasswordPayload) => {
      const reply = await api<number>(AUTH_PATHS.resetPassword, { method: 'POST', body: payload });
      // §7: the reply 1 means success; anything else is a failure.
      if (Number(reply) !== REPLY.resetDone) throw new ApiError(400, AUTH_TEXT.resetFailed);
      return reply;
    },
    onSuccess: (_reply, { username }) => {
      // A reset ends the member's sessions, this device's included.
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
      queryClient.removeQueries({ queryKey: authKeys.resetCode(username) });
      forgetResetCode(username);
    },
  });
}
