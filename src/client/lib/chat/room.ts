/**
 * The club room as this page knows it: the messages seen, by id, from three sources that
 * overlap (the socket, the latest page of history, the gaps filled after each reconnect, and
 * older pages fetched on scrolling up). Ids grow with time, so the room is kept sorted by id and
 * a message heard twice is kept once.
 *
 * A small store, not the Query cache: the list is written by the socket between fetches and
 * must never be replaced by a refetch of one page, and it lives with the socket (the gap is
 * filled on reconnect even while no screen shows the room).
 */
import type { ChatHistory, ChatMessage } from '../../../contract/chat';
import { CHAT_LIMITS, DESTINATIONS } from '../../../contract/chat-constants';
import { createEchoes } from '../outbox/echoes';
import type { ChatConnection } from './connection';
import { FRAME_SHAPES, readFrame } from './frames';

export interface HistoryQuery {
  before?: number;
  after?: number;
  size: number;
}

export interface RoomState {
  /** Oldest first. */
  messages: readonly ChatMessage[];
  /** Whether the latest page has arrived once; until then the screen shows skeletons. */
  loaded: boolean;
  /** The last fetch failed (offline with nothing cached, say); the next connect tries again. */
  failed: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Outbox entries whose message is in the room already (see expectEcho). */
  echoed: ReadonlySet<string>;
}

/** The room is the one place its messages go (a place of lib/outbox/echoes.ts). */
const ROOM = 0;

export interface ChatRoomOptions {
  connection: ChatConnection;
  fetchHistory: (query: HistoryQuery) => Promise<ChatHistory>;
  /** Gap pages fetched after a reconnect before the room starts afresh from the latest page. */
  maxGapPages?: number;
}

export function createChatRoom({ connection, fetchHistory, maxGapPages = 5 }: ChatRoomOptions) {
  const byId = new Map<number, ChatMessage>();
  const listeners = new Set<() => void>();
  let state: RoomState = {
    messages: [],
    loaded: false,
    failed: false,
    hasOlder: false,
    loadingOlder: false,
    echoed: new Set(),
  };
  /** The outbox entries being sent and the messages that stand for them. */
  const echoes = createEchoes();
  // Heard while messages are added: the update that follows every add tells the listeners.
  echoes.onChange(() => (state = { ...state, echoed: echoes.getEchoed() }));
  /** Fills run one after another, so two never race over the same cursor. */
  let fills: Promise<void> = Promise.resolve();
  let started = false;

  function update(patch: Partial<RoomState>, changedMessages = false) {
    const messages = changedMessages ? [...byId.values()].sort((a, b) => a.id - b.id) : undefined;
    state = { ...state, ...patch, ...(messages ? { messages } : {}) };
    for (const listener of listeners) listener();
  }

  function add(messages: readonly ChatMessage[]): boolean {
    let added = false;
    for (const message of messages) {
      if (byId.has(message.id)) continue;
      byId.set(message.id, message);
      added = true;
      echoes.hear({ id: message.id, place: ROOM, senderId: message.sender.id, text: message.text });
    }
    return added;
  }

  const lastId = () => state.messages.at(-1)?.id ?? 0;

  async function loadLatest() {
    const page = await fetchHistory({ size: CHAT_LIMITS.historyDefaultSize });
    byId.clear();
    add(page.content);
    update({ loaded: true, failed: false, hasOlder: page.hasMore }, true);
  }

  /** Everything after the last message seen, page by page; a gap too long starts afresh. */
  async function loadGap() {
    for (let page = 0; page < maxGapPages; page++) {
      const gap = await fetchHistory({ after: lastId(), size: CHAT_LIMITS.historyMaxSize });
      const added = add(gap.content);
      update({ failed: false }, added);
      if (!gap.hasMore) return;
    }
    await loadLatest();
  }

  /** Brings the room up to date: the latest page the first time, the gap after that. */
  function fill(): Promise<void> {
    fills = fills
      .then(() => (state.loaded ? loadGap() : loadLatest()))
      .catch(() => update({ failed: true }));
    return fills;
  }

  async function loadOlder(): Promise<void> {
    const first = state.messages[0];
    if (!first || !state.hasOlder || state.loadingOlder) return;
    update({ loadingOlder: true });
    try {
      const page = await fetchHistory({ before: first.id, size: CHAT_LIMITS.historyDefaultSize });
      const added = add(page.content);
      update({ hasOlder: page.hasMore, loadingOlder: false }, added);
    } catch {
      update({ loadingOlder: false });
    }
  }

  function hear(body: string) {
    try {
      const message = readFrame(body, FRAME_SHAPES.chatMessage);
      if (add([message])) update({}, true);
    } catch {
      // A body this build cannot read: the history fetch shows it as the server has it.
    }
  }

  return {
    getState: (): RoomState => state,
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Listens to the room and loads it; the socket's every connect fills the gap. */
    start(): void {
      if (started) return;
      started = true;
      connection.subscribe(DESTINATIONS.room, (message) => hear(message.body));
      connection.onConnected(() => void fill());
      void fill();
      connection.start();
    },
    fill,
    /** Settles once the fills asked for so far are done, failed ones too. */
    filled: (): Promise<void> => fills,
    loadOlder,
    /**
     * Says an outbox entry is being sent: its message, when the room hears it, stands for the
     * entry, which the screen then hides. The broadcast may come before the RECEIPT (and the
     * entry's removal), and the member must not see their message twice meanwhile. Ids only
     * grow and one entry is sent at a time, so the first match is the right one.
     */
    expectEcho(entryId: string, senderId: number, text: string): void {
      echoes.expect(entryId, { place: ROOM, senderId, text, afterId: lastId() });
    },
  };
}

export type ChatRoom = ReturnType<typeof createChatRoom>;
