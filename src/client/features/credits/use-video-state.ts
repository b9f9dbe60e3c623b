/**
 * Whether the video frame may load: the page is visible, the frame's place has come into view
 * and the device is online. Once in view it counts as seen, so scrolling past does not unload
 * a playing video; going offline or hiding the page does, and coming back loads it again.
 */
import { useEffect, useState, type RefObject } from 'react';
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

function useSeen(target: RefObject<Element | null>): boolean {
  // Without the API (old browsers) the frame's place counts as seen from the start.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, seen]);
  return seen;
}

export type VideoState = 'offline' | 'waiting' | 'load';

export function useVideoState(target: RefObject<Element | null>): VideoState {
  const online = useOnline();
  const visible = usePageVisible();
  const seen = useSeen(target);
  if (!online) return 'offline';
  return visible && seen ? 'load' : 'waiting';
}
