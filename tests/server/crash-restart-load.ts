/**
 * The write load of the crash test: clients that sign up, post, order, report bugs (each with
 * an Idempotency-Key) and RSVP to rides, and that, as the app's outbox does, retry a write whose
 * connection dropped with the same key until the restarted server answers. Every write is
 * noted with what the client saw, so the test can hold the database to what was acknowledged.
 */
import { randomInt } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGE } from '../../src/contract/idempotency';
import type { OrderQuote } from '../../src/contract/orders';
import { unitPriceOf, type Product } from '../../src/contract/products';
import { signupPayload } from '../helpers/server-app';
import { httpClient, type HttpReply } from '../helpers/http-client';
import type { ProcessMember } from '../helpers/process-data';

export type WriteKind = 'signup' | 'post' | 'order' | 'bug' | 'rsvp';

export interface Write {
  kind: WriteKind;
  /** Unique per write: the key, and a value the stored row carries. */
  marker: string;
  /** A 2xx reached the client. */
  acked: boolean;
  /** The key was left claimed by a killed process: the retry got "still being processed". */
  stuck: boolean;
  /** A later retry took over the claim after its lease and completed the write. */
  takenOver?: boolean;
  /** Sends the write again with its key, and reads the answer's result. */
  resend?: { attempt: () => Promise<HttpReply>; result?: (reply: HttpReply) => string };
  /** What the server answered in the end (0: never answered). */
  status: number;
  /** The answer's body on success: an id, or the ride state. */
  result?: string;
  attempts: number;
  buyer?: number;
  member?: number;
  ride?: number;
  going?: boolean;
  productId?: number;
  quantity?: number;
}

/** A small seeded generator (mulberry32), so a failing run can be replayed with its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface LoadPlan {
  origin: string;
  seed: number;
  members: ProcessMember[];
  products: Product[];
  rides: { id: number }[];
  /** Set when the load should end: each client finishes the write it is on. */
  stop: { requested: boolean };
}

/** Weights of the kinds of write; sign-ups are few, their password hashing is slow. */
const KINDS: WriteKind[] = ['post', 'post', 'order', 'order', 'bug', 'rsvp', 'rsvp', 'signup'];

/**
 * Sends one write until the server answers it. A dropped or refused connection means the
 * server died or is restarting: wait and send the same request again, with the same key.
 */
async function send(
  write: Write,
  attempt: () => Promise<HttpReply>,
  deadline: number,
): Promise<HttpReply | undefined> {
  for (;;) {
    write.attempts += 1;
    try {
      return await attempt();
    } catch {
      if (Date.now() > deadline) return undefined;
      await sleep(150);
    }
  }
}

function settle(
  write: Write,
  reply: HttpReply | undefined,
  result?: (reply: HttpReply) => string,
  attempt?: () => Promise<HttpReply>,
) {
  if (attempt) write.resend = { attempt, result };
  write.status = reply?.status ?? 0;
  if (!reply) return;
  if (reply.status >= 200 && reply.status < 300) {
    write.acked = true;
    write.result = result?.(reply);
  } else if (reply.status === 409 && reply.text.includes(IDEMPOTENCY_MESSAGE.inProgress)) {
    write.stuck = true;
  }
}

export async function runClient(plan: LoadPlan, index: number, writes: Write[]): Promise<void> {
  const random = seededRandom(plan.seed * 1000 + index);
  const member = plan.members[index]!;
  // One browser per client: the visitor's key owner is its anti-forgery cookie, kept across
  // restarts; the address changes per write so no per-address rate limit is reached.
  const jar = { cookie: '', value: '' };
  const as = (token?: string) => httpClient(plan.origin, { token, address: randomAddress() }, jar);
  const keyed = (marker: string) => ({ [IDEMPOTENCY_HEADER]: marker });

  for (let n = 0; !plan.stop.requested; n++) {
    const kind = random.pick(KINDS);
    const marker = `c${plan.seed}-${index}-${n}`;
    const write: Write = { kind, marker, acked: false, stuck: false, status: 0, attempts: 0 };
    writes.push(write);
    // A write is retried for as long as a restart may take, even after the load is stopped.
    const deadline = Date.now() + 90_000;

    if (kind === 'post') {
      const attempt = () =>
        as(member.token).request('POST', '/api/post', {
          body: { content: `Crash ride note ${marker}`, privacy: 'public' },
          headers: keyed(marker),
        });
      const reply = await send(write, attempt, deadline);
      settle(write, reply, (r) => String(r.json<{ id: number }>().id), attempt);
    } else if (kind === 'bug') {
      const attempt = () =>
        as(undefined).request('POST', '/api/bugs', {
          body: {
            title: `Crash bug ${marker}`,
            description: 'The map froze after a tunnel.',
            severity: 'LOW',
            steps: '',
          },
          headers: keyed(marker),
        });
      const reply = await send(write, attempt, deadline);
      settle(write, reply, (r) => String(r.json<{ id: number }>().id), attempt);
    } else if (kind === 'signup') {
      const username = `cr${plan.seed % 100000}x${index}x${n}`;
      write.marker = username;
      const attempt = () =>
        as(undefined).request('POST', '/api/auth/signup', {
          body: signupPayload(username),
          headers: keyed(marker),
        });
      const reply = await send(write, attempt, deadline);
      settle(write, reply, () => username, attempt);
    } else if (kind === 'order') {
      const product = random.pick(plan.products);
      const quantity = random.between(1, 3);
      Object.assign(write, { buyer: member.id, productId: product.id, quantity });
      const items = [{ productId: product.id, quantity }];
      const quoted = await send(
        write,
        () =>
          as(member.token).request('POST', '/api/order/quote', {
            body: { orderItems: items, deliveryOption: 'home' },
          }),
        deadline,
      );
      if (quoted?.status !== 200) {
        write.status = quoted?.status ?? 0;
        continue;
      }
      const quote = quoted.json<OrderQuote>();
      // Retries count for the confirmation only: the quote writes nothing.
      write.attempts = 0;
      const attempt = () =>
        as(member.token).request('POST', '/api/order/confirm', {
          body: {
            orderItems: [{ ...items[0], price: unitPriceOf(product) }],
            serviceCharge: quote.serviceCharge,
            deliveryCharge: quote.deliveryCharge,
            discount: quote.discount,
            delivery: {
              name: 'Nusrat Jahan',
              phone: '01712345678',
              address: `27 Lake Circus ${marker}`,
              option: 'home',
            },
            payment: { method: 'cash_on_delivery' },
          },
          headers: keyed(marker),
        });
      const reply = await send(write, attempt, deadline);
      settle(write, reply, (r) => r.text, attempt);
    } else {
      const ride = random.pick(plan.rides);
      const going = random.next() < 0.7;
      Object.assign(write, { member: member.id, ride: ride.id, going });
      // Joining or leaving is idempotent by itself; the client repeats it until it is answered.
      const reply = await send(
        write,
        () => as(member.token).request('PUT', `/api/event/${ride.id}/rsvp`, { body: { going } }),
        deadline,
      );
      settle(write, reply, (r) => r.json<{ myRsvp: string | null }>().myRsvp ?? 'none');
    }
  }
}

/**
 * Sends a write left claimed by a killed process (or left unanswered) once more, as the outbox
 * would, after the claim's lease: the retry takes the claim over and the write completes.
 */
export async function retryClaimed(write: Write): Promise<void> {
  const { attempt, result } = write.resend!;
  write.takenOver = write.stuck;
  write.stuck = false;
  settle(write, await send(write, attempt, Date.now() + 30_000), result);
}
