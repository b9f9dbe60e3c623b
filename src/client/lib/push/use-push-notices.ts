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
      // Gone by then (a screen left at once): nothing to load.
      .then(() => (active ? import('./push-notices') : undefined))
      .then((notices) => {
        if (active && notices) stop = notices.listenForPushNotices();
      });
    return () => {
      active = false;
      stop?.();
    };
  }, []);
}
