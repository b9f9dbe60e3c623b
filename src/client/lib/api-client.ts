/**
 * The one way the app calls the server (§7): every request carries the bearer token when one is
 * stored and the tunnelling header; state-changing same-origin requests carry the anti-forgery
 * header read from the XSRF-TOKEN cookie. Errors become ApiError with the server's message.
 */
import { TUNNEL_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../../contract/constants';
import { FROM_CACHE_HEADER } from '../../contract/pwa';
import { API_PREFIX } from '../../contract/api-paths';
import type { ErrorReply } from '../../contract/errors';
import { CALL_FAILURE } from '../../contract/call-failures';
import { currentLanguage } from './i18n/language';
import { takeFirstRead } from './first-reads';
import { noteServerReached } from './pwa/connectivity';
import { OFFLINE_TEXT } from './pwa/offline-texts';
import { keepUncontrolledReply, readPassesWorker } from './pwa/first-visit-replies';
import { recordReplyAge } from './pwa/reply-age';
import { tokenStore } from './token-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ErrorReply> = {},
  ) {
    super(message);
  }
  get fieldErrors(): Record<string, string> {
    return this.body.fieldErrors ?? {};
  }
  get code(): string | undefined {
    return this.body.code;
  }
}

/**
 * A read that failed with the device offline and no copy of the reply saved on it (the
 * service worker keeps what was read while online). Screens show it like any error; the page
 * also says plainly what is saved instead (components/not-saved-offline.tsx).
 */
export class NotSavedOfflineError extends ApiError {
  constructor() {
    super(0, OFFLINE_TEXT.notSaved);
  }
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(`${API_PREFIX}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/**
 * The headers every request of ours carries: the tunnelling header, the page's language (the
 * server writes its messages in it), the bearer token when one is stored and, on writes, the
 * anti-forgery header. The outbox sends through this too.
 */
export async function buildHeaders(method: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    [TUNNEL_HEADER]: 'true',
    'Accept-Language': currentLanguage(),
  };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET') {
    // The cookie comes with the first reply of the server; a write made before any read asks
    // for it first.
    if (!readCookie(XSRF_COOKIE))
      await fetch(apiUrl('/health'), { headers: { [TUNNEL_HEADER]: 'true' } });
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  return headers;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...(await buildHeaders(method)), ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = apiUrl(path, options.query);
  // A first visit reads before the service worker is there: the reply is kept for it.
  const passesWorker = method === 'GET' && readPassesWorker();
  let response: Response;
  try {
    // A read the page asked for before the app started, with this session, is taken as is.
    const early =
      method === 'GET' && !options.headers ? takeFirstRead(url, tokenStore.get()) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      }));
  } catch (error) {
    // No answer at all (an abort is the screen's own doing, not the network's).
    if (options.signal?.aborted) throw error;
    noteServerReached(false);
    // Offline, a read the service worker had no saved copy of: say so at once.
    if (method === 'GET' && !navigator.onLine) throw new NotSavedOfflineError();
    throw error;
  }
  noteServerReached(!response.headers.has(FROM_CACHE_HEADER));
  if (method === 'GET') recordReplyAge(url, response.headers);
  if (passesWorker) keepUncontrolledReply(url, response);
  const type = response.headers.get('content-type') ?? '';
  const payload: unknown =
    response.status === 204
      ? undefined
      : type.includes('application/json')
        ? await response.json().catch(() => undefined)
        : await response.text();
  if (!response.ok) {
    const error = (typeof payload === 'object' && payload ? payload : {}) as Partial<ErrorReply>;
    throw new ApiError(response.status, error.message ?? CALL_FAILURE.somethingWrong, error);
  }
  return payload as T;
}
