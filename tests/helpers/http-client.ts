/**
 * A client of a server listening on a real port, as a browser talks to it: the anti-forgery
 * cookie and header, a bearer token, and its own address (X-Forwarded-For, with TRUST_PROXY=1)
 * so the per-address rate limits count each client apart. A dropped connection rejects.
 */
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/constants';

export interface HttpReply {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  json<T>(): T;
}

export interface HttpClient {
  request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    /** `body` goes as JSON; `raw` as it is, with its content-type among the headers. */
    options?: { body?: unknown; raw?: Buffer; headers?: Record<string, string> },
  ): Promise<HttpReply>;
  /** The same browser (cookie and address) with another token. */
  as(token: string | undefined): HttpClient;
}

export function httpClient(
  origin: string,
  options: { token?: string; address: string },
  jar = { cookie: '', value: '' },
): HttpClient {
  async function xsrf() {
    if (!jar.cookie) {
      const reply = await fetch(`${origin}/api/health`, {
        headers: { 'x-forwarded-for': options.address },
      });
      const set = reply.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`));
      if (!set) throw new Error('The server set no anti-forgery cookie.');
      jar.cookie = set.split(';')[0]!;
      jar.value = decodeURIComponent(jar.cookie.slice(XSRF_COOKIE.length + 1));
    }
    return jar;
  }

  return {
    async request(method, url, { body, raw, headers } = {}) {
      const { cookie, value } = await xsrf();
      const reply = await fetch(`${origin}${url}`, {
        method,
        // A request to a process that died mid-reply must end, not wait forever.
        signal: AbortSignal.timeout(30_000),
        headers: {
          cookie,
          'x-forwarded-for': options.address,
          ...(method === 'GET' ? {} : { [XSRF_HEADER]: value }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(raw
          ? { body: new Uint8Array(raw) }
          : body === undefined
            ? {}
            : { body: JSON.stringify(body) }),
      });
      const bytes = Buffer.from(await reply.arrayBuffer());
      const text = bytes.toString('utf8');
      return {
        bytes,
        status: reply.status,
        headers: reply.headers,
        text,
        json: <T>() => JSON.parse(text) as T,
      };
    },
    as: (token) => httpClient(origin, { ...options, token }, jar),
  };
}
