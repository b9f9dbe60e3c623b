/**
 * The chat socket (docs/architecture.md, Realtime): one STOMP client, outside React. It connects
 * with the token stored at that moment, renews every subscription on each connect, reconnects when
 * the member signs in or out, and, when the app comes back (visible again, online, restored from
 * the back-forward cache), checks that the socket still answers and otherwise lets it
 * reconnect on the usual delay. Its state is observable, for a hook and for tests.
 */
import { Client, type IMessage, type IStompSocket, type StompHeaders } from '@stomp/stompjs';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_RECONNECT_DELAY_MS,
  STOMP_SUBPROTOCOLS,
} from '../../../contract/chat-constants';
import { SERVER_MESSAGE } from '../../../contract/messages';

/** 'connecting' after the first connect is a reconnect; 'offline': the device has no network. */
export type ChatStatus = 'connecting' | 'connected' | 'offline';

export interface ChatState {
  status: ChatStatus;
  /** Whether the socket was connected before: 'connecting' then means reconnecting. */
  wasConnected: boolean;
}

export interface ChatConnectionOptions {
  /** The socket's ws: or wss: address, read at each connect. */
  url: () => string;
  /** The stored session token, read at each connect (none for a visitor). */
  token: () => string | null;
  /** Node has no WebSocket of its own; the browser's is used when this is not given. */
  webSocketFactory?: (url: string, protocols: string[]) => IStompSocket;
  /** Where 'online', 'offline' and 'pageshow' are heard (window in the app). */
  windowEvents?: EventTarget;
  /** Where 'visibilitychange' is heard and visibility read (document in the app). */
  documentEvents?: EventTarget & { readonly visibilityState: string };
  isOnline?: () => boolean;
  reconnectDelayMs?: number;
  heartbeatMs?: number;
  /** How long a RECEIPT may take before the socket is taken for dead. */
  receiptTimeoutMs?: number;
  /** How long the socket may take to answer the check made on resume. */
  probeTimeoutMs?: number;
}

export type MessageHandler = (message: IMessage) => void;

/** One caller's interest in a destination. */
interface Hearer {
  handle: MessageHandler;
  /** Told each time the server has the subscription on a new socket, or on this one. */
  onListening?: () => void;
}

/** A SEND that cannot complete on this socket: the outbox retries it later, as a network error. */
export class SocketUnavailableError extends TypeError {}

export function createChatConnection(options: ChatConnectionOptions) {
  const isOnline = options.isOnline ?? (() => true);
  const receiptTimeoutMs = options.receiptTimeoutMs ?? 15_000;
  const probeTimeoutMs = options.probeTimeoutMs ?? 4_000;
  const hearers = new Map<string, Set<Hearer>>();
  /**
   * The destinations asked for on the current socket, each with its RECEIPT: one asked for while
   * the others are still being renewed is subscribed at once, not forgotten until a reconnect.
   */
  const placed = new Map<string, Promise<void>>();
  /**
   * A member's own queues: a socket without a token may not subscribe there (the server closes it).
   */
  const memberOnly = new Set<string>();
  const connectListeners = new Set<() => void>();
  const stateListeners = new Set<() => void>();
  const sessionEndedListeners = new Set<() => void>();
  /** Receipts awaited on the current socket; all fail when it closes. */
  const awaiting = new Map<string, (error?: Error) => void>();
  let state: ChatState = { status: isOnline() ? 'connecting' : 'offline', wasConnected: false };
  let started = false;
  let subscribed = false;
  /** The token the current socket said CONNECT with. */
  let socketToken: string | null = null;
  /**
   * A token the server said has no session any more (signed out elsewhere, password reset).
   * Until the app stores another, the socket connects without it and reads the room as a
   * visitor, instead of being refused every five seconds.
   */
  let deadToken: string | null = null;
  const usableToken = () => {
    const stored = options.token();
    return stored === deadToken ? null : stored;
  };
  let receiptSeq = 0;
  let restarting: Promise<void> | null = null;

  function setState(next: ChatState) {
    if (next.status === state.status && next.wasConnected === state.wasConnected) return;
    state = next;
    for (const listener of stateListeners) listener();
  }
  function refreshState() {
    const connected = subscribed && client.connected;
    const status: ChatStatus = connected ? 'connected' : isOnline() ? 'connecting' : 'offline';
    setState({ status, wasConnected: state.wasConnected || connected });
  }

  const client = new Client({
    reconnectDelay: options.reconnectDelayMs ?? CHAT_RECONNECT_DELAY_MS,
    heartbeatIncoming: options.heartbeatMs ?? CHAT_HEARTBEAT_MS,
    heartbeatOutgoing: options.heartbeatMs ?? CHAT_HEARTBEAT_MS,
    // A socket that stops answering is dropped at once, not after a close handshake that a dead
    // network never completes, so the reconnect delay starts right away.
    discardWebsocketOnCommFailure: true,
    connectionTimeout: (options.reconnectDelayMs ?? CHAT_RECONNECT_DELAY_MS) * 2,
    ...(options.webSocketFactory
      ? {
          webSocketFactory: () => options.webSocketFactory!(options.url(), [...STOMP_SUBPROTOCOLS]),
        }
      : {}),
    beforeConnect: (self) => {
      socketToken = usableToken();
      self.connectHeaders = socketToken ? { Authorization: `Bearer ${socketToken}` } : {};
      if (!options.webSocketFactory) self.brokerURL = options.url();
      refreshState();
    },
    onConnect: () => {
      placed.clear();
      void subscribeAll();
    },
    onStompError: (frame) => {
      if (frame.headers.message !== SERVER_MESSAGE.sessionEnded || !socketToken) return;
      deadToken = socketToken;
      for (const listener of sessionEndedListeners) listener();
    },
    onWebSocketClose: () => {
      subscribed = false;
      placed.clear();
      for (const fail of awaiting.values())
        fail(new SocketUnavailableError('The chat socket closed'));
      awaiting.clear();
      refreshState();
    },
  });

  /** Waits for a RECEIPT on the current socket; fails if the socket closes or stays silent. */
  function receipt(id: string, timeoutMs = receiptTimeoutMs): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        awaiting.delete(id);
        reject(new SocketUnavailableError('The chat socket did not answer'));
        // Silent this long: the socket is dead even if the browser has not noticed.
        client.forceDisconnect();
      }, timeoutMs);
      awaiting.set(id, (error) => {
        clearTimeout(timer);
        awaiting.delete(id);
        if (error) reject(error);
        else resolve();
      });
      client.watchForReceipt(id, () => awaiting.get(id)?.());
    });
  }
  const nextReceiptId = (prefix: string) => `${prefix}-${++receiptSeq}`;

  function subscribeTo(destination: string): Promise<void> {
    const id = nextReceiptId('subscribe');
    const done = receipt(id);
    placed.set(destination, done);
    client.subscribe(
      destination,
      (message) => hearers.get(destination)?.forEach((hearer) => hearer.handle(message)),
      { receipt: id },
    );
    return done;
  }

  const mayHear = (destination: string) => !memberOnly.has(destination) || socketToken !== null;

  /**
   * A new socket knows no subscriptions: all are made again. 'connected' is told once the
   * server has them all, so whoever then fetches what was missed cannot miss more.
   */
  async function subscribeAll() {
    const destinations = [...hearers.keys()].filter(mayHear);
    // Whoever subscribes while these are renewed hears of its own subscription (see subscribe).
    const told = destinations.flatMap((destination) =>
      [...hearers.get(destination)!].map((hearer) => ({ destination, hearer })),
    );
    try {
      await Promise.all(destinations.map(subscribeTo));
    } catch {
      return; // The socket closed meanwhile; the next connect tries again.
    }
    subscribed = true;
    refreshState();
    for (const { destination, hearer } of told)
      if (hearers.get(destination)?.has(hearer)) hearer.onListening?.();
    for (const listener of connectListeners) listener();
  }

  /** Drops the socket and connects again at once, with the token stored now. */
  function restart(): Promise<void> {
    restarting ??= client
      .deactivate({ force: true })
      .then(() => client.activate())
      .finally(() => (restarting = null));
    return restarting;
  }

  /** Asks the server for a RECEIPT on a frame that changes nothing: is anybody there? */
  async function probe(): Promise<boolean> {
    const id = nextReceiptId('probe');
    const done = receipt(id, probeTimeoutMs);
    client.unsubscribe(id, { receipt: id });
    return done.then(
      () => true,
      () => false,
    );
  }

  /**
   * After a sleep, a network change or a restore from the cache: is the socket still good? A
   * connected one must answer a probe, or it is dropped (a socket the server closed while the
   * phone slept may still look open). Without a socket the client's own loop reconnects on
   * its delay; a socket still opening is left to its connection timeout.
   */
  async function resume(): Promise<void> {
    if (!started) return;
    refreshState();
    if (!isOnline()) return;
    // A failed probe drops the socket itself (see receipt), which starts the reconnect delay.
    if (client.connected) await probe();
    else if (!client.active) client.activate();
  }

  const onOnline = () => void resume();
  // With no network the socket cannot work; dropping it fails waiting sends at once.
  const onOffline = () => {
    refreshState();
    if (client.webSocket) client.forceDisconnect();
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) void resume();
  };
  const onVisibility = () => {
    if (options.documentEvents?.visibilityState === 'visible') void resume();
  };

  return {
    getState: (): ChatState => state,
    /** Calls back on every change of state; returns the unsubscribe. */
    onState(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    /** Calls back after each connect, once every subscription is in place. */
    onConnected(listener: () => void): () => void {
      connectListeners.add(listener);
      return () => connectListeners.delete(listener);
    },
    /** Calls back when the server ends the socket because the token's session has ended. */
    onSessionEnded(listener: () => void): () => void {
      sessionEndedListeners.add(listener);
      return () => sessionEndedListeners.delete(listener);
    },
    /**
     * Hears a destination on this socket and on every later one; a member's queue
     * (`memberOnly`) only on sockets that connected with a token. `onListening` is told each
     * time the server has the subscription, on the socket connected now or on a later one: what
     * was fetched before it may lack what was said meanwhile, and can be fetched again then.
     */
    subscribe(
      destination: string,
      handle: MessageHandler,
      options: { memberOnly?: boolean; onListening?: () => void } = {},
    ): () => void {
      if (options.memberOnly) memberOnly.add(destination);
      let set = hearers.get(destination);
      if (!set) {
        set = new Set();
        hearers.set(destination, set);
      }
      const hearer: Hearer = { handle, onListening: options.onListening };
      set.add(hearer);
      // Not connected yet: the next connect subscribes it with the rest and tells it then.
      if (client.connected && mayHear(destination)) {
        const subscription = placed.get(destination) ?? subscribeTo(destination);
        subscription.then(
          () => set.has(hearer) && hearer.onListening?.(),
          () => undefined, // The socket closed; the next connect tells it.
        );
      }
      return () => {
        set.delete(hearer);
        // Nobody hears it any more: later sockets do not ask for it. A guarded topic (a ride's
        // live positions) the member may no longer read would otherwise end every reconnect.
        if (set.size === 0 && hearers.get(destination) === set) hearers.delete(destination);
      };
    },
    /** The token the current socket connected with. */
    socketToken: () => socketToken,
    isConnected: () => subscribed && client.connected,
    /**
     * Sends a frame and resolves at its RECEIPT. Fails as a network error when the socket is
     * not connected, closes first or stays silent: the caller may send again.
     */
    async publish(
      destination: string,
      body: string,
      headers: StompHeaders = {},
      /** Chosen by the caller when it must match a refusal to this SEND. */
      receiptId = nextReceiptId('send'),
    ): Promise<void> {
      if (!subscribed || !client.connected)
        throw new SocketUnavailableError('The chat socket is not connected');
      const done = receipt(receiptId);
      client.publish({ destination, body, headers: { ...headers, receipt: receiptId } });
      await done;
    },
    start(): void {
      if (started) return;
      started = true;
      options.windowEvents?.addEventListener('online', onOnline);
      options.windowEvents?.addEventListener('offline', onOffline);
      options.windowEvents?.addEventListener('pageshow', onPageShow);
      options.documentEvents?.addEventListener('visibilitychange', onVisibility);
      client.activate();
    },
    /** Reconnects if the stored token is not the one the socket connected with. */
    syncToken(): Promise<void> {
      if (!started || usableToken() === socketToken) return Promise.resolve();
      return restart();
    },
    resume,
    async stop(): Promise<void> {
      started = false;
      options.windowEvents?.removeEventListener('online', onOnline);
      options.windowEvents?.removeEventListener('offline', onOffline);
      options.windowEvents?.removeEventListener('pageshow', onPageShow);
      options.documentEvents?.removeEventListener('visibilitychange', onVisibility);
      await client.deactivate({ force: true });
    },
  };
}

export type ChatConnection = ReturnType<typeof createChatConnection>;
