import { useEffect } from 'react';
import { useSessionOwner } from '../current-user';
import { afterFirstScreen } from '../load-late';

/**
 * Shows pushes inside the app while it is open; mount once, in the shell. It starts listening
 * once the first screen is drawn: a push is news, not what the screen is waiting for. Pushes
 * go to members' devices only, so a visitor's phone does not load this at all.
 */
export function usePushNotices(): void {
  const member = useSessionOwner();
  useEffect(() => {
    if (member === null) return;
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
  }, [member]);
}
