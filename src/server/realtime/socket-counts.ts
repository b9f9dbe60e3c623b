/**
 * How many chat sockets each address and each member holds open on this server, so one client
 * cannot open sockets without end (each costs memory, a subscription set and fan-out work).
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { proxyTrust, type TrustProxy } from '../config';

export class SocketCounts<Key> {
  private readonly holders = new Map<Key, Set<object>>();

  count(key: Key): number {
    return this.holders.get(key)?.size ?? 0;
  }

  /** Counts `holder` under `key` unless `limit` are there already; true when counted. */
  take(key: Key, limit: number, holder: object): boolean {
    let held = this.holders.get(key);
    if (held?.has(holder)) return true;
    if ((held?.size ?? 0) >= limit) return false;
    if (!held) this.holders.set(key, (held = new Set()));
    held.add(holder);
    return true;
  }

  release(key: Key, holder: object): void {
    const held = this.holders.get(key);
    if (!held) return;
    held.delete(holder);
    if (held.size === 0) this.holders.delete(key);
  }
}

/**
 * The client's address of an upgrade request, as Fastify's `request.ip` gives it for the same
 * TRUST_PROXY: the entry the last trusted proxy added to X-Forwarded-For, else the socket's peer.
 */
export function clientAddress(request: IncomingMessage, trustProxy: TrustProxy): string {
  const trust = proxyTrust(trustProxy);
  if (!trust) return request.socket.remoteAddress ?? 'unknown';
  return proxyAddr(request, trust) || 'unknown';
}
