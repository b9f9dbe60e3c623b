import { CALL_FAILURE } from '../../contract/call-failures';
import { ApiError } from './api-client';

/** What to tell the member about a failed call: the server's own words, when it answered. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // fetch rejects only when no answer came back at all.
  return CALL_FAILURE.noConnection;
}

/** §5: empty fields show no error, whatever the rules say about them. */
export function shownError<T>(value: unknown, message: T | undefined): T | undefined {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return message;
}

/**
 * Where to go after signing in. Only paths of this site are followed: '//host' and '/\host'
 * are other sites to a browser, and browsers drop tabs and newlines before deciding that.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value) || value.startsWith('//')) return undefined;
  return value;
}
