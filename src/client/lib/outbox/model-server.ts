/**
 * For tests: the outbox's peer, an in-memory server that honours Idempotency-Key the way
 * src/server/plugins/idempotency.ts does (claim, replay the first reply, 422 on another body,
 * 409 while running, key freed on 5xx), behind a network that can fail in every way we know.
 */
import { IDEMPOTENCY_MESSAGE, IDEMPOTENCY_REPLAYED_HEADER } from '../../../contract/idempotency';
import type { ResponseLike } from './registry';

export type Fault =
  | 'ok'
  | 'offline' // never leaves the device
  | 'lost-request' // dropped on the way there
  | 'lost-reply' // the server did it; the answer is lost
  | 'slow' // the server is still at it when the client gives up
  | 'proxy-503'
  | 'crash' // our handler fails: 500, key freed
  | 'rate-limited' // 429 with Retry-After
  | 'forbidden'; // a 4xx before the idempotency check (expired session, say): not stored

interface Stored {
  body: string;
  state: 'running' | 'done';
  status?: number;
  reply?: string;
}

export function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
  } satisfies ResponseLike;
}

export class ModelServer {
  /** Every write the server made, in order. */
  readonly writes: Array<{ key: string; body: string }> = [];
  readonly keys = new Map<string, Stored>();
  private unfinished: Array<() => void> = [];

  /** The handler: a title starting with 'bad' is refused, as a taken name would be (409). */
  private handle(key: string, body: string): { status: number; reply: string } {
    const payload = JSON.parse(body) as { title: string };
    if (payload.title.startsWith('bad'))
      return { status: 409, reply: JSON.stringify({ message: 'That title is taken.' }) };
    this.writes.push({ key, body });
    return { status: 201, reply: JSON.stringify({ id: this.writes.length }) };
  }

  post(key: string, body: string, options: { crash?: boolean; slow?: boolean } = {}) {
    const earlier = this.unfinished;
    this.unfinished = [];
    try {
      const stored = this.keys.get(key);
      if (stored) {
        if (stored.body !== body) return reply(422, { message: IDEMPOTENCY_MESSAGE.mismatch });
        if (stored.state === 'running')
          return reply(409, { message: IDEMPOTENCY_MESSAGE.inProgress });
        return reply(stored.status ?? 200, JSON.parse(stored.reply ?? 'null'), {
          [IDEMPOTENCY_REPLAYED_HEADER]: 'true',
        });
      }
      const claim: Stored = { body, state: 'running' };
      this.keys.set(key, claim);
      const finish = () => {
        if (options.crash) {
          this.keys.delete(key);
          return reply(500, { message: 'Something went wrong.' });
        }
        const { status, reply: text } = this.handle(key, body);
        Object.assign(claim, { state: 'done', status, reply: text });
        return reply(status, JSON.parse(text));
      };
      if (options.slow) {
        this.unfinished.push(() => void finish());
        return null;
      }
      return finish();
    } finally {
      // A slow request finishes after the next one arrived, which therefore may see it running.
      for (const done of earlier) done();
    }
  }

  /** Lets every slow request finish. */
  settle() {
    const earlier = this.unfinished;
    this.unfinished = [];
    for (const done of earlier) done();
  }
}

/** The network between the outbox and the server, failing as the script says. */
export function faultyNetwork(server: ModelServer, script: Fault[]) {
  let call = 0;
  return async (key: string, body: string): Promise<ResponseLike> => {
    const fault = script[call++] ?? 'ok';
    switch (fault) {
      case 'offline':
      case 'lost-request':
        throw new TypeError('Failed to fetch');
      case 'proxy-503':
        return reply(503, { message: 'Service Unavailable' });
      case 'rate-limited':
        return reply(429, { message: 'Too many requests.' }, { 'Retry-After': '3' });
      case 'forbidden':
        return reply(403, { message: 'Your session has ended.' });
      case 'lost-reply':
        server.post(key, body);
        throw new TypeError('Failed to fetch');
      case 'slow':
        server.post(key, body, { slow: true });
        throw new TypeError('Failed to fetch');
      case 'crash':
        return server.post(key, body, { crash: true }) ?? reply(500, {});
      default:
        return server.post(key, body) ?? reply(500, {});
    }
  };
}
