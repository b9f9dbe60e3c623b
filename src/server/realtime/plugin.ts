/**
 * STOMP over WebSocket at /ws (docs/architecture.md, Realtime), and `app.realtime`, through which
 * the features take SENDs to /app/* destinations and publish to topics and members' queues.
 * Sessions are checked with the same session table as the HTTP API. No origin check is
 * needed: the socket carries no cookie credentials, only the bearer token the CONNECT frame
 * presents, so a foreign page gains nothing by opening it.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_LIMITS,
  CHAT_SOCKET_PATH,
  STOMP_SUBPROTOCOLS,
} from '../../contract/chat';
import { TopicBatcher } from './batcher';
import { Broker } from './broker';
import { InProcessBus, type Envelope, type FanoutBus } from './bus';
import {
  StompConnection,
  type ConnectionHost,
  type ConnectionSettings,
  type SendHandler,
} from './connection';
import { countHit } from '../db/counters';
import { clientAddress, SocketCounts } from './socket-counts';
import type { TopicGuard } from './destinations';
import { createPostgresBus } from './pg-bus';
import { sessionStillOpen } from './session-check';
import { WriteCoalescer } from './write-coalescer';

export type { SendContext, SendHandler } from './connection';
export type { TopicGuard } from './destinations';

export interface Realtime {
  /** Takes SENDs to an /app/* destination; one handler per destination. */
  onSend(destination: string, handler: SendHandler): void;
  /** Sends a JSON value to every subscriber of a topic, on every server. */
  publish(topic: string, value: unknown): Promise<void>;
  /**
   * publish(), and on every server the value is also kept as `key`'s latest for `batchTopic`,
   * whose subscribers get one frame per batch interval: a JSON array of the latest values.
   */
  publishBatched(topic: string, batchTopic: string, key: string, value: unknown): Promise<void>;
  /** Lets only the members `guard.check` admits subscribe to the topics it matches. */
  guardTopics(guard: TopicGuard): void;
  /** Ends these members' subscriptions to topics under `prefix`, on every server. */
  revokeTopics(userIds: readonly number[], prefix: string): Promise<void>;
  /** Sends a JSON value to a queue (/user/queue/…) of each member, on each of their sockets. */
  sendToUser(userIds: readonly number[], queueDestination: string, value: unknown): Promise<void>;
  /** Whether the member has a socket open on this server. */
  isConnected(userId: number): boolean;
  /** Chat sockets open on this process (for /api/metrics). */
  openSockets(): number;
}

export interface RealtimeOptions extends Partial<ConnectionSettings> {
  /** The longest WebSocket message read; it may pack several frames. */
  maxMessageBytes?: number;
  /** Least time between two flushes of gathered writes (write-coalescer.ts); 0: every turn. */
  flushIntervalMs?: number;
  /** How often batched topics get their frame (batcher.ts). */
  batchIntervalMs?: number;
}

const SUBPROTOCOLS: readonly string[] = STOMP_SUBPROTOCOLS;

export default fp<RealtimeOptions>(
  async (app, options) => {
    const settings: ConnectionSettings = {
      heartbeatMs: options.heartbeatMs ?? CHAT_HEARTBEAT_MS,
      silenceFactor: options.silenceFactor ?? 2,
      slowConsumerBytes: options.slowConsumerBytes ?? 1024 * 1024,
      maxFrameBytes: options.maxFrameBytes ?? CHAT_LIMITS.frameMaxBytes,
      sendsPerWindow: options.sendsPerWindow ?? CHAT_LIMITS.sendsPerWindow,
      memberSendsPerWindow: options.memberSendsPerWindow ?? CHAT_LIMITS.memberSendsPerWindow,
      sendWindowMs: options.sendWindowMs ?? CHAT_LIMITS.sendWindowMs,
      socketsPerMember: options.socketsPerMember ?? CHAT_LIMITS.socketsPerMember,
      socketsPerAddress: options.socketsPerAddress ?? CHAT_LIMITS.socketsPerAddress,
    };
    const broker = new Broker();
    const handlers = new Map<string, SendHandler>();
    const topicGuards: TopicGuard[] = [];
    const batcher = new TopicBatcher(broker, options.batchIntervalMs ?? 1000);
    // Live sockets are this process's own: so are their counts, by address and by member.
    const connections = new Map<StompConnection, string>();
    const byAddress = new SocketCounts<string>();
    const byMember = new SocketCounts<number>();
    const host: ConnectionHost = {
      broker,
      settings,
      log: app.log,
      // Flushes 5 to 20 ms apart under load: measured by bench:chat, a wider gap saved little
      // CPU and put p99 over 100 ms at 1000 subscribers and 100 messages a second.
      coalescer: new WriteCoalescer(options.flushIntervalMs ?? 5, 20),
      authenticate: (token) => app.resolveSession(token),
      sessionStillOpen: (sessionId) => sessionStillOpen(app.db, sessionId),
      sendHandler: (destination) => handlers.get(destination),
      topicGuards,
      // In the database, so that sockets on other server processes count too.
      memberMaySend: async (userId) => {
        const { count } = await countHit(app.db, `chat-send|${userId}`, settings.sendWindowMs);
        return count <= settings.memberSendsPerWindow;
      },
      admitMember: (connection) =>
        byMember.take(connection.userId!, settings.socketsPerMember, connection),
      closed: (connection) => {
        byAddress.release(connections.get(connection)!, connection);
        if (connection.userId !== null) byMember.release(connection.userId, connection);
        connections.delete(connection);
      },
    };

    // One process on SQLite; on PostgreSQL, possibly several behind a load balancer.
    const bus: FanoutBus =
      app.dialect === 'postgres' && app.config.databaseUrl
        ? await createPostgresBus({
            connectionString: app.config.databaseUrl,
            db: app.db,
            log: app.log,
            // Clients reconnect (5 s) and read what they missed from history.
            onGap: () => {
              for (const connection of connections.keys()) {
                connection.shutdown('Reconnect to catch up', 1012);
              }
            },
          })
        : new InProcessBus();
    bus.onEnvelope((envelope: Envelope) => {
      if (envelope.kind === 'topic') {
        broker.deliverToTopic(envelope.destination, envelope.body);
        if (envelope.batch) batcher.add(envelope.batch.topic, envelope.batch.key, envelope.body);
      } else if (envelope.kind === 'revoke') broker.revoke(envelope.userIds, envelope.prefix);
      else broker.deliverToUsers(envelope.userIds, envelope.destination, envelope.body);
    });

    const realtime: Realtime = {
      onSend(destination, handler) {
        if (!destination.startsWith('/app/')) throw new Error(`${destination} is not /app/*`);
        if (handlers.has(destination)) throw new Error(`${destination} has a handler already`);
        handlers.set(destination, handler);
      },
      publish: (topic, value) =>
        bus.publish({ kind: 'topic', destination: topic, body: JSON.stringify(value) }),
      publishBatched: (topic, batchTopic, key, value) =>
        bus.publish({
          kind: 'topic',
          destination: topic,
          body: JSON.stringify(value),
          batch: { topic: batchTopic, key },
        }),
      guardTopics: (guard) => {
        topicGuards.push(guard);
      },
      revokeTopics: async (userIds, prefix) => {
        if (userIds.length) await bus.publish({ kind: 'revoke', userIds: [...userIds], prefix });
      },
      sendToUser: async (userIds, queueDestination, value) => {
        if (!userIds.length) return;
        await bus.publish({
          kind: 'user',
          destination: queueDestination,
          userIds: [...userIds],
          body: JSON.stringify(value),
        });
      },
      isConnected: (userId) => broker.isConnected(userId),
      openSockets: () => connections.size,
    };
    app.decorate('realtime', realtime);

    const sockets = new WebSocketServer({
      noServer: true,
      // Fan-out frames are written straight to the TCP socket (ws-frame.ts): never compress.
      perMessageDeflate: false,
      maxPayload: options.maxMessageBytes ?? 1024 * 1024,
      // The first protocol the client offers that we speak (clients list their favourite first).
      handleProtocols: (offered) =>
        [...offered].find((name) => SUBPROTOCOLS.includes(name)) ?? false,
    });

    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== CHAT_SOCKET_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const address = clientAddress(request, app.config.trustProxy);
      if (byAddress.count(address) >= settings.socketsPerAddress) {
        socket.end(
          'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        );
        return;
      }
      sockets.handleUpgrade(request, socket, head, (ws) => {
        const connection = new StompConnection(ws, socket, host);
        connections.set(connection, address);
        byAddress.take(address, Infinity, connection);
      });
    };
    app.server.on('upgrade', onUpgrade);

    // Open sockets would keep server.close() waiting: end them first, then stop the bus.
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      for (const connection of connections.keys()) connection.shutdown();
      const deadline = Date.now() + 1000;
      while (connections.size && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    });
    app.addHook('onClose', async () => {
      batcher.stop();
      await bus.close();
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
