/**
 * Whether the video frame may load: the member has asked to play it, the page is visible and
 * the device is online. Going offline or hiding the page unloads the frame (and stops the
 * film); coming back loads it again.
 */
import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/pwa/connectivity';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export type VideoState = 'offline' | 'waiting' | 'load';

export function useVideoState(played: boolean): VideoState {
  const online = useOnline();
  const visible = usePageVisible();
  if (!online) return 'offline';
  return visible && played ? 'load' : 'waiting';
}
