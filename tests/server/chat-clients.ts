/**
 * Clients of the chat socket for server tests: the real @stomp/stompjs client over `ws`, and a
 * raw WebSocket that writes frames by hand and reads them with the server's own parser.
 */
import type { AddressInfo } from 'node:net';
import { Client, type IFrame, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH } from '../../src/contract/chat';
import { FrameParser, type StompFrame } from '../../src/server/realtime/frame-parser';
import type { App } from '../../src/server/app';

/** Starts the app on a free loopback port; returns the socket's URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`;
}

/** Polls until `check` passes (it throws or returns false until then). */
export async function eventually<T>(check: () => T, timeoutMs = 5000): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const result = check();
      if (result !== false) return result as Exclude<T, false>;
      if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

export interface StompTestClient {
  client: Client;
  connected: IFrame;
  errors: IFrame[];
  closed: Promise<{ code: number }>;
  isOpen(): boolean;
  /** Subscribes and waits for the server's receipt, so nothing published after is missed. */
  subscribe(destination: string): Promise<IMessage[]>;
  /** Sends and waits for the server's receipt. */
  send(destination: string, body: string): Promise<void>;
  close(): Promise<void>;
}

let receipts = 0;

export function connectStomp(
  url: string,
  /** `ca`: the certificate a `wss:` server's is checked against, instead of the system's. */
  options: { token?: string; heartbeat?: [number, number]; ca?: string } = {},
): Promise<StompTestClient> {
  const [outgoing, incoming] = options.heartbeat ?? [10_000, 10_000];
  return new Promise((resolve, reject) => {
    let socket: WebSocket | undefined;
    const errors: IFrame[] = [];
    let onClosed: (event: { code: number }) => void = () => {};
    const closed = new Promise<{ code: number }>((done) => (onClosed = done));
    const client = new Client({
      webSocketFactory: () =>
        (socket = new WebSocket(url, ['v12.stomp', 'v11.stomp'], {
          ca: options.ca,
        })) as unknown as IStompSocket,
      connectHeaders: options.token ? { Authorization: `Bearer ${options.token}` } : {},
      heartbeatOutgoing: outgoing,
      heartbeatIncoming: incoming,
      reconnectDelay: 0,
      onStompError: (frame) => {
        errors.push(frame);
        reject(new Error(`ERROR ${frame.headers.message}`));
      },
      onWebSocketClose: (event: { code: number }) => {
        onClosed(event);
        reject(new Error(`closed ${event.code}`));
      },
      onConnect: (connected) => {
        const wrapper: StompTestClient = {
          client,
          connected,
          errors,
          closed,
          isOpen: () => socket?.readyState === WebSocket.OPEN && client.connected,
          subscribe: (destination) =>
            new Promise((done) => {
              const messages: IMessage[] = [];
              const receipt = `sub-receipt-${++receipts}`;
              client.watchForReceipt(receipt, () => done(messages));
              client.subscribe(destination, (message) => messages.push(message), { receipt });
            }),
          send: (destination, body) =>
            new Promise((done) => {
              const receipt = `send-receipt-${++receipts}`;
              client.watchForReceipt(receipt, () => done());
              client.publish({ destination, body, headers: { receipt } });
            }),
          close: () => client.deactivate(),
        };
        resolve(wrapper);
      },
    });
    client.activate();
  });
}

/** A WebSocket speaking STOMP by hand: what a careless or hostile client could send. */
export interface RawStompSocket {
  socket: WebSocket;
  frames: StompFrame[];
  heartbeats(): number;
  closed: Promise<number>;
  send(data: string | Buffer): void;
  /** The first frame with this command, waiting for it if need be. */
  next(command: string): Promise<StompFrame>;
}

export async function openRaw(url: string, protocols = ['v12.stomp']): Promise<RawStompSocket> {
  const socket = new WebSocket(url, protocols);
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  const parser = new FrameParser({
    maxFrameBytes: 1 << 20,
    onFrame: (frame) => frames.push(frame),
    onHeartbeat: () => heartbeats++,
  });
  socket.on('message', (data: Buffer) => parser.push(data));
  const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    heartbeats: () => heartbeats,
    closed,
    send: (data) => socket.send(data),
    next: (command) => eventually(() => frames.find((frame) => frame.command === command) ?? false),
  };
}

export const connectFrame = (headers: Record<string, string> = {}) =>
  `CONNECT\naccept-version:1.2\nhost:club\n${Object.entries(headers)
    .map(([name, value]) => `${name}:${value}\n`)
    .join('')}\n\0`;
