/**
 * Notices the server sends to the member's open sockets (/user/queue/notifications), shown in
 * the app, so a member who never allowed push still hears of them while the app is open. The
 * same notice may also come as a push the service worker relays; showInAppNotice drops the
 * second copy.
 */
import { DESTINATIONS } from '../../../contract/chat-constants';
import { showInAppNotice } from '../push/push-notices';
import type { ChatConnection } from './connection';
import { FRAME_SHAPES, readFrame } from './frames';

export function listenForLiveNotices(connection: ChatConnection): () => void {
  return connection.subscribe(
    DESTINATIONS.notifications,
    (frame) => {
      try {
        showInAppNotice(readFrame(frame.body, FRAME_SHAPES.notice));
      } catch {
        // Not a notice this build can read; its push, if any, still reaches the device.
      }
    },
    { memberOnly: true },
  );
}
