/**
 * One STOMP session on one WebSocket: CONNECT (or STOMP) first, then SUBSCRIBE, UNSUBSCRIBE,
 * SEND and DISCONNECT, each answered with a RECEIPT when it asks for one. Frames are handled
 * one at a time in arrival order, even when a step waits on the database. A protocol error
 * ends the session with an ERROR frame and a close; a refused SEND (bad text, visitor, too
 * fast) is not one: it is told on /user/queue/errors and the socket stays open.
 */
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_TEXT, DESTINATIONS, type ChatRefusal } from '../../contract/chat';
import { SERVER_MESSAGE } from '../../contract/messages';
import type { AuthUser } from '../types';
import type { Broker, BrokerClient } from './broker';
import { routeSubscription, type TopicGuard } from './destinations';
import { HEARTBEAT_WIRE, SharedMessage, serializeFrame, type FrameHeaders } from './frame';
import { FrameParser, StompFrameError, type StompFrame } from './frame-parser';
import { Liveness } from './liveness';
import { negotiateHeartbeat, negotiateVersion } from './negotiation';
import { SendWindow } from './send-window';
import type { WriteCoalescer } from './write-coalescer';
import { wsTextFrame } from './ws-frame';

export interface SendContext {
  /** The member as of CONNECT, whose session is checked still open at this SEND; visitors are
   * refused before any handler. */
  user: AuthUser;
  body: string;
  headers: Readonly<Record<string, string>>;
  /** Tells this connection why its SEND was not taken (on /user/queue/errors). */
  refuse(message: string): void;
}
export type SendHandler = (context: SendContext) => void | Promise<void>;

export interface ConnectionSettings {
  heartbeatMs: number;
  /** A peer silent this many times its heart-beat interval is taken for gone. */
  silenceFactor: number;
  /** Bytes queued on a socket past which its reader is too slow and is dropped. */
  slowConsumerBytes: number;
  maxFrameBytes: number;
  sendsPerWindow: number;
  memberSendsPerWindow: number;
  sendWindowMs: number;
  socketsPerMember: number;
  socketsPerAddress: number;
}

export interface ConnectionHost {
  readonly broker: Broker;
  readonly settings: ConnectionSettings;
  readonly log: FastifyBaseLogger;
  readonly coalescer: WriteCoalescer;
  authenticate(token: string): Promise<AuthUser | null>;
  sessionStillOpen(sessionId: string): Promise<boolean>;
  sendHandler(destination: string): SendHandler | undefined;
  /** The features' guarded topics, asked on SUBSCRIBE. */
  readonly topicGuards: readonly TopicGuard[];
  /** Counts one SEND of the member over all their sockets; false past the limit. */
  memberMaySend(userId: number): Promise<boolean>;
  /** Whether the member may have one more socket open; it then counts until it closes. */
  admitMember(connection: StompConnection): boolean;
  closed(connection: StompConnection): void;
}

/** Ends the session: an ERROR frame with this message, then a close. */
class ProtocolError extends Error {}

const JSON_TYPE = 'application/json';
/** Said to every socket when the process stops: the client reconnects, to another process. */
export const SERVER_STOPPING = 'This server is stopping: reconnect';
/** Frames go out as text messages, as browsers' STOMP clients expect; they are UTF-8 already. */
const TEXT = { binary: false } as const;
let nextConnectionId = 0;

export class StompConnection implements BrokerClient {
  readonly connectionId = ++nextConnectionId;
  private user: AuthUser | null = null;
  private state: 'awaiting-connect' | 'connected' | 'closed' = 'awaiting-connect';
  private readonly parser: FrameParser;
  private pending: Promise<void> = Promise.resolve();
  /** Subscription id → the broker key it is filed under, or null for the errors queue. */
  private readonly subscriptions = new Map<string, string | null>();
  private readonly sends: SendWindow;
  private readonly liveness: Liveness;

  constructor(
    private readonly socket: WebSocket,
    /** The TCP socket under the WebSocket, whose writes the coalescer holds and releases. */
    private readonly stream: Duplex,
    private readonly host: ConnectionHost,
  ) {
    const { settings } = host;
    this.sends = new SendWindow(settings.sendsPerWindow, settings.sendWindowMs);
    this.parser = new FrameParser({
      maxFrameBytes: settings.maxFrameBytes,
      onFrame: (frame) => this.enqueue(frame),
    });
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => this.cleanUp());
    socket.on('error', (error) => host.log.debug({ err: error }, 'chat socket error'));
    this.liveness = new Liveness({
      beat: () => this.writeWire(HEARTBEAT_WIRE),
      giveUp: (reason) => {
        host.log.debug({ connection: this.connectionId, reason }, 'chat socket given up');
        this.socket.terminate();
      },
    });
    this.liveness.awaitConnect(settings.heartbeatMs);
  }

  get userId(): number | null {
    return this.user?.id ?? null;
  }

  /** Writes a STOMP frame of this connection's own (CONNECTED, RECEIPT, a refusal). */
  write(frame: Buffer): void {
    this.writeWire(wsTextFrame(frame));
  }

  /**
   * Writes a WebSocket message straight to the TCP socket, unless the reader has fallen too
   * far behind, in which case it is dropped. Bytes the coalescer holds back this turn are the
   * server's own, not the reader's backlog: the reader is judged when its stream is not held,
   * with a looser cap when it is.
   */
  writeWire(wire: Buffer): void {
    if (this.state !== 'connected' || this.socket.readyState !== this.socket.OPEN) return;
    const limit = this.host.settings.slowConsumerBytes;
    if (this.stream.writableLength > (this.stream.writableCorked ? 4 * limit : limit)) {
      this.dropSlowConsumer();
      return;
    }
    this.host.coalescer.hold(this.stream);
    this.stream.write(wire);
    this.liveness.lastSentAt = Date.now();
  }

  forgetSubscription(id: string): void {
    this.subscriptions.delete(id);
  }

  /** Closes the socket from the server's side: it stops, or cannot vouch for what it missed. */
  shutdown(reason = SERVER_STOPPING, code = 1001): void {
    this.fail(reason, code);
  }

  private receive(data: Buffer | ArrayBuffer | Buffer[]): void {
    this.liveness.lastReceivedAt = Date.now();
    const chunk = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    try {
      this.parser.push(chunk);
    } catch (error) {
      if (error instanceof StompFrameError) this.fail(error.message);
      else throw error;
    }
  }

  private enqueue(frame: StompFrame): void {
    this.pending = this.pending.then(async () => {
      if (this.state === 'closed') return;
      try {
        await this.handle(frame);
        const receipt = frame.headers.receipt;
        if (receipt !== undefined && frame.command !== 'DISCONNECT') {
          this.write(serializeFrame('RECEIPT', { 'receipt-id': receipt }));
        }
      } catch (error) {
        if (error instanceof ProtocolError) {
          this.fail(error.message, 1002, frame.headers.receipt);
        } else {
          this.host.log.error({ err: error }, 'chat frame failed');
          this.fail('Internal error', 1011);
        }
      }
    });
  }

  private async handle(frame: StompFrame): Promise<void> {
    const { command } = frame;
    if (this.state === 'awaiting-connect') {
      if (command !== 'CONNECT' && command !== 'STOMP') {
        throw new ProtocolError(`Expected CONNECT, got ${command}`);
      }
      return this.connect(frame);
    }
    switch (command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        return this.unsubscribe(frame);
      case 'SEND':
        return this.send(frame);
      case 'DISCONNECT':
        return this.disconnect(frame);
      case 'ACK':
      case 'NACK':
        // Every subscription is ack:auto, so there is nothing to acknowledge.
        return;
      case 'CONNECT':
      case 'STOMP':
        throw new ProtocolError('Already connected');
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new ProtocolError('Transactions are not supported');
      default:
        throw new ProtocolError(`Unknown command ${command}`);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    const version = negotiateVersion(frame.headers['accept-version']);
    if (!version) throw new ProtocolError('Supported protocol versions are 1.0 1.1 1.2');
    const { heartbeatMs, silenceFactor } = this.host.settings;
    const beats = negotiateHeartbeat(frame.headers['heart-beat'], heartbeatMs);
    if (!beats) throw new ProtocolError('Malformed heart-beat header');

    const authorization = frame.headers.Authorization ?? frame.headers.authorization;
    if (authorization !== undefined) {
      const token = /^Bearer\s+(\S+)\s*$/.exec(authorization)?.[1];
      if (!token) throw new ProtocolError('Malformed Authorization header');
      const user = await this.host.authenticate(token);
      if (!user) throw new ProtocolError(SERVER_MESSAGE.sessionEnded);
      this.user = user;
      if (!this.host.admitMember(this)) throw new ProtocolError(CHAT_TEXT.tooManySockets);
    }
    if (this.socket.readyState !== this.socket.OPEN) return;

    this.state = 'connected';
    this.host.broker.addClient(this);
    this.write(
      serializeFrame('CONNECTED', {
        version,
        'heart-beat': `${heartbeatMs},${heartbeatMs}`,
        server: 'club',
        session: String(this.connectionId),
        ...(this.user ? { 'user-name': this.user.username } : {}),
      }),
    );
    this.liveness.start(beats, silenceFactor);
  }

  private async subscribe(frame: StompFrame): Promise<void> {
    const id = required(frame, 'id');
    const destination = required(frame, 'destination');
    const ack = frame.headers.ack ?? 'auto';
    if (ack !== 'auto') throw new ProtocolError(`Only ack:auto is supported, not ${ack}`);
    if (this.subscriptions.has(id)) throw new ProtocolError(`Subscription id ${id} is in use`);
    const route = routeSubscription(destination, this.userId, this.host.topicGuards);
    if (route.kind === 'refused') throw new ProtocolError(route.message);
    if (route.kind === 'guarded') {
      const refusal = await route.allowed();
      if (refusal !== null) throw new ProtocolError(refusal);
    }
    const key = route.kind === 'errors' ? null : route.key;
    this.subscriptions.set(id, key);
    if (key !== null) this.host.broker.subscribe(this, key, id);
  }

  private unsubscribe(frame: StompFrame): void {
    const id = required(frame, 'id');
    const key = this.subscriptions.get(id);
    this.subscriptions.delete(id);
    if (key) this.host.broker.unsubscribe(this, key, id);
  }

  private async send(frame: StompFrame): Promise<void> {
    const destination = required(frame, 'destination');
    const handler = this.host.sendHandler(destination);
    if (!handler) throw new ProtocolError(`Cannot send to ${destination}`);
    const receiptId = frame.headers.receipt;
    const refuse = (message: string) => this.refuse({ destination, message, receiptId });

    if (!this.user) return refuse(CHAT_TEXT.signInToSend);
    // The session may have ended since CONNECT (sign-out elsewhere, password reset).
    if (!(await this.host.sessionStillOpen(this.user.sessionId))) {
      throw new ProtocolError(SERVER_MESSAGE.sessionEnded);
    }
    // This socket's own pace first (no database), then the member's over all their sockets.
    if (!this.sends.tryTake()) return refuse(CHAT_TEXT.tooFast);
    if (!(await this.host.memberMaySend(this.user.id))) return refuse(CHAT_TEXT.tooFast);
    try {
      await handler({
        user: this.user,
        body: frame.body.toString('utf8'),
        headers: frame.headers,
        refuse,
      });
    } catch (error) {
      this.host.log.error({ err: error, destination }, 'chat send handler failed');
      refuse(CHAT_TEXT.sendFailed);
    }
  }

  private disconnect(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.write(serializeFrame('RECEIPT', { 'receipt-id': receipt }));
    this.state = 'closed';
    this.socket.close(1000);
  }

  /** A refusal goes to this connection only, on each of its subscriptions to the errors queue. */
  private refuse(refusal: ChatRefusal): void {
    const ids = [...this.subscriptions].filter(([, key]) => key === null).map(([id]) => id);
    if (!ids.length) return;
    const message = new SharedMessage(
      DESTINATIONS.errors,
      this.host.broker.nextMessageId(),
      Buffer.from(JSON.stringify(refusal)),
      JSON_TYPE,
    );
    for (const id of ids) this.writeWire(message.wireFor(id));
  }

  private fail(message: string, code = 1002, receiptId?: string): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    const headers: FrameHeaders = { message, 'content-type': 'text/plain' };
    if (receiptId !== undefined) headers['receipt-id'] = receiptId;
    if (this.socket.readyState === this.socket.OPEN) {
      this.socket.send(serializeFrame('ERROR', headers, message), TEXT);
      this.socket.close(code);
    }
  }

  /** Past the limit the reader will not catch up: say so if it can still hear, and let go. */
  private dropSlowConsumer(): void {
    this.host.log.warn({ connection: this.connectionId }, 'chat reader too slow; dropping');
    this.fail('Too slow to read the messages', 1008);
    // The close handshake needs the reader too; do not wait for it long.
    const force = setTimeout(() => this.socket.terminate(), 1000);
    force.unref();
  }

  private cleanUp(): void {
    this.state = 'closed';
    this.liveness.stop();
    for (const [id, key] of this.subscriptions) {
      if (key) this.host.broker.unsubscribe(this, key, id);
    }
    this.subscriptions.clear();
    this.host.broker.removeClient(this);
    this.host.closed(this);
  }
}

function required(frame: StompFrame, name: string): string {
  const value = frame.headers[name];
  if (value === undefined || value === '') {
    throw new ProtocolError(`Missing ${name} header on ${frame.command}`);
  }
  return value;
}
