import { useEffect } from 'react';
import { afterFirstScreen } from '../load-late';

/**
 * Shows pushes inside the app while it is open; mount once, in the shell. It starts listening
 * once the first screen is drawn: a push is news, not what the screen is waiting for.
 */
export function usePushNotices(): void {
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void afterFirstScreen()
      .then(() => import('./push-notices'))
      .then(({ listenForPushNotices }) => {
        if (active) stop = listenForPushNotices();
      });
    return () => {
      active = false;
      stop?.();
    };
  }, []);
}
