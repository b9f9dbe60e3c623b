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

const preloads = new Map<string, () => Promise<void>>();

/**
 * A sender whose code loads when first needed, or earlier by loadSender. A form that queues a
 * kind loads its sender while there is a signal, and nothing asks for it offline: the browser
 * remembers a chunk that failed to load until the page is reloaded, so a write queued then
 * would wait for a reload instead of going out when the signal is back.
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
  preloads.set(kind, () => loaded().then(() => undefined));
  registerSender<P>(kind, async (entry, ctx) => send(await loaded(), entry, ctx));
}

/**
 * Loads the sender of `kind` if it loads lazily, and resolves once it is here; offline it
 * resolves at once and leaves the loading to the drain, which sends only online.
 */
export function loadSender(kind: string): Promise<void> {
  if (globalThis.navigator?.onLine === false) return Promise.resolve();
  return preloads.get(kind)?.() ?? Promise.resolve();
}

/** Starts loading the sender of `kind`, for a screen that may queue it later. */
export function preloadSender(kind: string): void {
  loadSender(kind).catch(() => undefined);
}
