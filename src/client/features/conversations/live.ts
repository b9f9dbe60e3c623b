/**
 * Conversations kept live over the app's chat socket (docs/architecture.md, Realtime). Started by
 * the /messges screen the first time it opens, then kept for the page's life: while the socket is
 * connected the cache stays current, so coming back to the screen shows it without a fetch.
 * After every connect the open conversation's gap is filled (`after=<last id>`) and the inbox
 * fetched again; other histories held are marked stale, fetched again when next opened.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationHistory } from '../../../contract/conversations';
import { CONVERSATION_PATHS } from '../../../contract/conversations-constants';
import { appQueryClient } from '../../lib/app-handles';
import { api } from '../../lib/api-client';
import { appChat } from '../../lib/chat/app-chat';
import { currentOwner } from '../../lib/session-owner';
import { conversationKeys } from './api';
import { conversationEchoes, heardMessage } from './conversation-echoes';
import { addToHistory, receiveMessage } from './live-cache';
import { openConversation, readingConversation } from './reading';

/** Gap pages fetched before the history starts afresh from the latest page. */
const MAX_GAP_PAGES = 5;
const GAP_PAGE_SIZE = 100;

let started = false;
/** Gap fills run one after another, so two never race over the same cursor. */
let fills: Promise<void> = Promise.resolve();

function lastHeldId(conversationId: number): number | undefined {
  const data = appQueryClient().getQueryData<InfiniteData<ConversationHistory>>(
    conversationKeys.messages(conversationId),
  );
  return data?.pages[0]?.content.at(-1)?.id;
}

/** Everything after the last message held, page by page; a gap too long starts afresh. */
async function fillGap(conversationId: number): Promise<void> {
  for (let page = 0; page < MAX_GAP_PAGES; page++) {
    const after = lastHeldId(conversationId);
    // Nothing held yet: the history's own first fetch brings the latest page.
    if (after === undefined) return;
    const gap = await api<ConversationHistory>(CONVERSATION_PATHS.messages(conversationId), {
      query: { after, size: GAP_PAGE_SIZE },
    });
    for (const message of gap.content) conversationEchoes.hear(heardMessage(message));
    addToHistory(appQueryClient(), conversationId, gap.content);
    if (!gap.hasMore) return;
  }
  await appQueryClient().resetQueries({ queryKey: conversationKeys.messages(conversationId) });
}

function onReconnected() {
  const open = openConversation();
  void appQueryClient().invalidateQueries({ queryKey: conversationKeys.inboxes });
  void appQueryClient().invalidateQueries({
    queryKey: ['conversations', 'messages'],
    predicate: (query) => query.queryKey[2] !== open,
    refetchType: 'none',
  });
  if (open === null) return;
  fills = fills.then(() => fillGap(open)).catch(() => undefined);
}

/** Listens to the member's queue and connects the socket; once per page. */
export function startLiveConversations(): void {
  if (started) return;
  started = true;
  const { connection, conversations } = appChat();
  conversations.onMessage((message) => {
    conversationEchoes.hear(heardMessage(message));
    receiveMessage(appQueryClient(), message, {
      meId: currentOwner(),
      reading: readingConversation() === message.conversationId,
    });
  });
  connection.onConnected(onReconnected);
  connection.start();
}
