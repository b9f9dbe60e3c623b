/**
 * When an e-mailed code was sent, so a screen can keep the form for it and count down to the
 * moment a new one may be asked for (the server allows one per OTP_RESEND_SECONDS). The last
 * reset code asked from this device is remembered per username for as long as it is valid:
 * opening the reset link again shows the form for it instead of mailing a new code.
 */
import { CODE_ERROR } from '../../../contract/auth-constants';
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../contract/constants';
import { ApiError } from '../../lib/api-client';

export interface CodeSent {
  /** When the code the member has was sent (ms since the epoch). */
  sentAt: number;
  /** The server had sent one moments before, and sent none now. */
  recent: boolean;
}

/** When a new code may be asked for, after one sent at `sentAt`. */
export const resendAllowedAt = (sentAt: number) => sentAt + OTP_RESEND_SECONDS * 1000;

/**
 * Asks for a code with `send`. A 429 CODE_RECENTLY_SENT is no failure: the code sent moments
 * before still works, and the reply says when it was sent.
 */
export async function sendCode(send: () => Promise<unknown>): Promise<CodeSent> {
  try {
    await send();
    return { sentAt: Date.now(), recent: false };
  } catch (error) {
    const wait = error instanceof ApiError ? error.body.retryAfterSeconds : undefined;
    if (error instanceof ApiError && error.code === CODE_ERROR.recentlySent && wait !== undefined) {
      return { sentAt: Date.now() - (OTP_RESEND_SECONDS - wait) * 1000, recent: true };
    }
    throw error;
  }
}

const resetKey = (username: string) => `reset-code-sent:${username.toLowerCase()}`;

export function rememberResetCode(username: string, sentAt: number): void {
  try {
    localStorage.setItem(resetKey(username), String(sentAt));
  } catch {
    // Storage blocked: the next visit asks for a code again, as the spec has it.
  }
}

/** When this device last had a reset code sent for `username`, while that code is valid. */
export function validResetCode(username: string): number | null {
  try {
    const sentAt = Number(localStorage.getItem(resetKey(username)));
    return sentAt > 0 && Date.now() - sentAt < OTP_TTL_MINUTES * 60_000 ? sentAt : null;
  } catch {
    return null;
  }
}

export function forgetResetCode(username: string): void {
  try {
    localStorage.removeItem(resetKey(username));
  } catch {
    // Nothing kept.
  }
}
