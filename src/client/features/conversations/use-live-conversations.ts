import { useEffect } from 'react';
import { conversationScreenUrl } from '../../../contract/conversations-constants';
import { showingPage } from '../../lib/push/push-notices';
import { startLiveConversations } from './live';
import { openOnScreen } from './reading';
import { startMessageWatch } from './unread';

/**
 * Keeps the screen live: starts listening to the member's queue, and tells which conversation
 * is open, so its messages count as read and its notices are not shown on top of it.
 */
export function useLiveConversations(openId: number | null): void {
  useEffect(() => {
    startLiveConversations();
    void startMessageWatch();
  }, []);
  useEffect(() => {
    if (openId === null) return;
    const close = openOnScreen(openId);
    const shown = showingPage(conversationScreenUrl(openId));
    return () => {
      close();
      shown();
    };
  }, [openId]);
}
