import { useEffect } from 'react';
import { listenForPushNotices } from './push-notices';

/** Shows pushes inside the app while it is open; mount once, in the shell. */
export function usePushNotices(): void {
  useEffect(() => listenForPushNotices(), []);
}
