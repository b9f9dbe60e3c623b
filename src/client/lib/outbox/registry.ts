/**
 * Each kind of queued write knows how to turn its payload into a request. The drainer only
 * knows kinds by name, so posts, RSVPs or chat add a sender here without touching the loop.
 */
import { failedChunk, importAfresh } from '../import-afresh';
import type { OutboxEntry } from './db';
import { sendersRegistered } from './sender-registration';

/**
 * What each kind of queued write carries: kind name -> payload type. The outbox is shared code
 * and knows no feature, so the map starts empty here and each feature adds its kinds from its
 * own outbox-sender.ts (TypeScript merges every `declare module './registry'` block into this
 * one interface):
 *
 *   declare module '../../lib/outbox/registry' {
 *     interface OutboxPayloads { 'bug.create': BugCreate }
 *   }
 *
 * enqueue and the senders are typed by it: a kind nobody declared, or a payload of the wrong
 * shape, does not compile. The names and shapes are those already waiting in members' outboxes
 * (contract/write-versions.ts): they never change, they only get new versions.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface OutboxPayloads {}

/** The name of a kind some feature declared. */
export type OutboxKind = keyof OutboxPayloads & string;

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

export function registerSender<K extends OutboxKind>(
  kind: K,
  sender: Sender<OutboxPayloads[K]>,
): void {
  senders.set(kind, sender as Sender);
}

export function senderFor(kind: string): Sender | undefined {
  return senders.get(kind);
}

const preloads = new Map<string, () => Promise<void>>();

/**
 * A sender whose code loads when first needed, or earlier by loadSender. A chunk that failed to
 * load (the signal dropped while it came) is remembered by the browser as failed until the page
 * is reloaded, and a write queued meanwhile would wait for that reload: the next try loads the
 * same chunk under a fresh address instead (importAfresh).
 */
export function registerLazySender<K extends OutboxKind, M>(
  kind: K,
  load: () => Promise<M>,
  send: (
    module: M,
    entry: OutboxEntry<OutboxPayloads[K]>,
    ctx: SendContext,
  ) => Promise<ResponseLike>,
): void {
  let loading: Promise<M> | undefined;
  let failed: string | undefined;
  const loaded = () => {
    loading ??= (failed ? importAfresh<M>(failed) : load()).catch((error: unknown) => {
      failed = failedChunk(error) ?? failed;
      loading = undefined;
      throw error;
    });
    return loading;
  };
  preloads.set(kind, () => loaded().then(() => undefined));
  registerSender(kind, async (entry, ctx) => send(await loaded(), entry, ctx));
}

/**
 * Loads the sender of `kind` if it loads lazily, and resolves once it is here; offline it
 * resolves at once and leaves the loading to the drain, which sends only online.
 */
export async function loadSender(kind: string): Promise<void> {
  if (globalThis.navigator?.onLine === false) return;
  await sendersRegistered();
  await preloads.get(kind)?.();
}

/** Starts loading the sender of `kind`, for a screen that may queue it later. */
export function preloadSender(kind: string): void {
  loadSender(kind).catch(() => undefined);
}
