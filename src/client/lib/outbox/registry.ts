/**
 * Each kind of queued write knows how to turn its payload into a request. The drainer only
 * knows kinds by name, so posts, RSVPs or chat add a sender here without touching the loop.
 */
import type { OutboxEntry } from './db';

/** The part of a Response the drainer reads; tests may answer with a plain object. */
export interface ResponseLike {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface SendContext {
  /** The headers every request of ours carries, Idempotency-Key included. */
  headers: Record<string, string>;
  signal?: AbortSignal;
}

export type Sender<P = unknown> = (
  entry: OutboxEntry<P>,
  ctx: SendContext,
) => Promise<ResponseLike>;

const senders = new Map<string, Sender>();

export function registerSender<P>(kind: string, sender: Sender<P>): void {
  senders.set(kind, sender as Sender);
}

export function senderFor(kind: string): Sender | undefined {
  return senders.get(kind);
}
