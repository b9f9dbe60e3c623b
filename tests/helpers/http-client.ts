/**
 * A client of a server listening on a real port, as a browser talks to it: the anti-forgery
 * cookie and header, a bearer token, and its own address so the per-address rate limits count
 * each client apart. A dropped connection rejects.
 *
 * The address travels one of two ways. Straight to a server started with TRUST_PROXY=1 it is an
 * X-Forwarded-For header, as the one proxy in front would add it. Through a real proxy (HAProxy,
 * which drops a client's own header) the client connects from it: `connectFrom` a loopback
 * address such as 127.0.3.4, all of which Linux answers from.
 *
 * An `https:` origin is reached over TLS, trusting `ca` (a test's own certificate) for this
 * client's requests only.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
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

export interface ClientOptions {
  token?: string;
  address: string;
  /** Connect from `address` (a loopback address) rather than name it in X-Forwarded-For. */
  connectFrom?: boolean;
  /** The certificate an `https:` origin's own is checked against, instead of the system's. */
  ca?: string;
}

interface RawReply {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** One HTTP/1.1 exchange, from a chosen local address where asked. */
function send(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: Buffer;
    localAddress?: string;
    ca?: string;
  },
): Promise<RawReply> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: init.method,
        headers: init.headers,
        localAddress: init.localAddress,
        ca: init.ca,
        // A request to a process that died mid-reply must end, not wait forever.
        timeout: 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (let n = 0; n < incoming.rawHeaders.length; n += 2)
            headers.append(incoming.rawHeaders[n]!, incoming.rawHeaders[n + 1]!);
          resolve({ status: incoming.statusCode ?? 0, headers, bytes: Buffer.concat(chunks) });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer from ${url}`)));
    outgoing.on('error', reject);
    if (init.body) outgoing.setHeader('content-length', init.body.length);
    outgoing.end(init.body);
  });
}

export function httpClient(
  origin: string,
  options: ClientOptions,
  jar = { cookie: '', value: '' },
): HttpClient {
  const from: { localAddress?: string; header: Record<string, string> } = options.connectFrom
    ? { localAddress: options.address, header: {} }
    : { header: { 'x-forwarded-for': options.address } };
  const { ca } = options;

  async function xsrf() {
    if (!jar.cookie) {
      const reply = await send(`${origin}/api/health`, {
        method: 'GET',
        headers: from.header,
        localAddress: from.localAddress,
        ca,
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
      const reply = await send(`${origin}${url}`, {
        method,
        localAddress: from.localAddress,
        ca,
        headers: {
          cookie,
          ...from.header,
          ...(method === 'GET' ? {} : { [XSRF_HEADER]: value }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: raw ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body))),
      });
      const { bytes } = reply;
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
