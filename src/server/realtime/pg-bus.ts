/**
 * The fan-out bus across several servers on one PostgreSQL database: publish is
 * `pg_notify(channel, envelope)`, and every server (this one included) LISTENs on the channel
 * on a connection of its own and delivers what arrives to its local subscribers. So every
 * server delivers every message, and all in the order the database committed them.
 *
 * NOTIFY payloads must stay under 8000 bytes. An envelope that fits goes as its JSON (a room
 * message of 2000 characters does, even in Bangla's 3-byte characters); a larger one is cut
 * into base64 parts sent by one statement, hence one transaction, whose notifications arrive
 * together and in order, and is put back together on arrival. No payload ever needs a lookup.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { Envelope, FanoutBus } from './bus';

const CHANNEL = 'club_realtime';
const MAX_PAYLOAD_BYTES = 7900;
/** Raw bytes per part: 5700 bytes become 7600 characters of base64, plus a short prefix. */
const PART_BYTES = 5700;
const PART_PREFIX = '#';

export interface PostgresBusOptions {
  connectionString: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /**
   * Called after the listening connection came back from a drop: notifications sent in the
   * meantime are lost to this server, so its clients should reconnect and read the gap.
   */
  onGap(): void;
}

export function encodeEnvelope(envelope: Envelope): string[] {
  const json = JSON.stringify(envelope);
  if (Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES) return [json];
  const bytes = Buffer.from(json);
  const id = randomUUID();
  const count = Math.ceil(bytes.length / PART_BYTES);
  return Array.from({ length: count }, (_, index) => {
    const part = bytes.subarray(index * PART_BYTES, (index + 1) * PART_BYTES);
    return `${PART_PREFIX}${id}:${index}:${count}:${part.toString('base64')}`;
  });
}

/** Puts parted envelopes back together; whole ones pass straight through. */
export class EnvelopeDecoder {
  private readonly partial = new Map<string, string[]>();

  accept(payload: string): Envelope | null {
    if (!payload.startsWith(PART_PREFIX)) return JSON.parse(payload) as Envelope;
    const [id, index, count, data] = payload.slice(1).split(':');
    if (!id || index === undefined || !count || data === undefined) return null;
    let parts = this.partial.get(id);
    if (!parts) this.partial.set(id, (parts = []));
    parts[Number(index)] = data;
    if (parts.filter((part) => part !== undefined).length < Number(count)) return null;
    this.partial.delete(id);
    const json = Buffer.concat(parts.map((part) => Buffer.from(part, 'base64'))).toString();
    return JSON.parse(json) as Envelope;
  }

  /** A half-received envelope of a lost connection will never complete. */
  clear(): void {
    this.partial.clear();
  }
}

export async function createPostgresBus(options: PostgresBusOptions): Promise<FanoutBus> {
  const { connectionString, db, log } = options;
  const decoder = new EnvelopeDecoder();
  let deliver: (envelope: Envelope) => void = () => {};
  let listener: pg.Client | null = null;
  let closing = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || message.payload === undefined) return;
      try {
        const envelope = decoder.accept(message.payload);
        if (envelope) deliver(envelope);
      } catch (error) {
        log.error({ err: error }, 'chat notification unreadable');
      }
    });
    client.on('error', (error) => log.warn({ err: error }, 'chat listener connection error'));
    client.on('end', () => {
      if (listener !== client || closing) return;
      listener = null;
      log.warn('chat listener connection lost; reconnecting');
      reconnect(250);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    listener = client;
  }

  function reconnect(delayMs: number): void {
    if (closing) return;
    retryTimer = setTimeout(() => {
      listen().then(
        () => {
          decoder.clear();
          log.info('chat listener reconnected');
          options.onGap();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'chat listener reconnect failed');
          reconnect(Math.min(delayMs * 2, 5000));
        },
      );
    }, delayMs);
    retryTimer.unref();
  }

  await listen();

  return {
    async publish(envelope) {
      const parts = encodeEnvelope(envelope);
      const calls = parts.map((part) => sql`pg_notify(${CHANNEL}, ${part})`);
      await sql`select ${sql.join(calls)}`.execute(db);
    },
    onEnvelope(handler) {
      deliver = handler;
    },
    async close() {
      closing = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      await client?.end();
    },
  };
}
