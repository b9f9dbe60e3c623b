/**
 * The ride chat kept live while a ride page shows it: the member's own queue
 * (/user/queue/ride-thread) brings each new or deleted message of the rides they may read, and
 * the one for this ride goes into the thread held. Each time the server has the subscription (on
 * a socket already connected, or after a connect) the thread is fetched again: that fills what
 * was said between the first fetch and the subscription, or while the socket was away. The
 * socket's code loads with the first thread shown, not with the ride page.
 */
import { useEffect } from 'react';
import { RIDE_THREAD_QUEUE, rideThreadLiveSchema } from '../../../../contract/ride-thread';
import { appQueryClient } from '../../../lib/app-handles';
import { importWhenOnline } from '../../../lib/load-late';
import { addComment, removeComment, threadKeys } from './api';

export function useLiveThread(rideId: number): void {
  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    void importWhenOnline(() => import('../../../lib/chat/app-chat')).then(({ appChat }) => {
      if (stopped) return;
      const { connection } = appChat();
      const unhear = connection.subscribe(
        RIDE_THREAD_QUEUE,
        (frame) => {
          const parsed = rideThreadLiveSchema.safeParse(safeJson(frame.body));
          // A body this build cannot read: the next fetch shows the thread as the server has it.
          if (!parsed.success || parsed.data.rideId !== rideId) return;
          const { comment, removedId } = parsed.data;
          if (comment) addComment(appQueryClient(), comment);
          if (removedId !== null) removeComment(appQueryClient(), rideId, removedId);
        },
        {
          memberOnly: true,
          onListening: () =>
            void appQueryClient().invalidateQueries({ queryKey: threadKeys.one(rideId) }),
        },
      );
      connection.start();
      stop = unhear;
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [rideId]);
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
