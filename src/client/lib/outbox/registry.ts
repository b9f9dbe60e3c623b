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

const preloads = new Map<string, () => void>();

/**
 * A sender whose code loads when first needed, or earlier by preloadSender. A screen that
 * queues a kind preloads its sender while it is online: a chunk that failed to load offline
 * is not fetched again by the browser, and the write would wait until the page is reloaded.
 */
export function registerLazySender<P, M>(
  kind: string,
  load: () => Promise<M>,
  send: (module: M, entry: OutboxEntry<P>, ctx: SendContext) => Promise<ResponseLike>,
): void {
  let loading: Promise<M> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  preloads.set(kind, () => void loaded().catch(() => undefined));
  registerSender<P>(kind, async (entry, ctx) => send(await loaded(), entry, ctx));
}

/** Starts loading the sender of `kind`, if it loads lazily. */
export function preloadSender(kind: string): void {
  preloads.get(kind)?.();
}
