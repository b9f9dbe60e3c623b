/**
 * Where the session token lives (§4): localStorage when "remember me" is on (the default),
 * sessionStorage otherwise, always under the key 'token'. Reading prefers the persistent one.
 */
import { TOKEN_STORAGE_KEY } from '../../contract/constants';

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // Storage can be blocked (private mode, disabled cookies).
  }
}

export const tokenStore = {
  get(): string | null {
    return safe(
      () => localStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem(TOKEN_STORAGE_KEY),
      null,
    );
  },
  set(token: string, rememberMe: boolean): void {
    safe(() => {
      this.clear();
      (rememberMe ? localStorage : sessionStorage).setItem(TOKEN_STORAGE_KEY, token);
    }, undefined);
  },
  clear(): void {
    safe(() => {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      sessionStorage.removeItem(TOKEN_STORAGE_KEY);
    }, undefined);
  },
};
