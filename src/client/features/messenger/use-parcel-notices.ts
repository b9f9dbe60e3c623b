/**
 * A push about a parcel (the server's `notify` after each move) reaches open windows through the
 * service worker; the shell shows it, and the messenger screens load their parcels again at once
 * rather than at the next poll.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PUSH_MESSAGE_TYPE } from '../../../contract/push-texts';
import { parcelKeys } from './api';

/** The screen path every parcel notice leads to (contract parcelScreenPath). */
const PARCEL_NOTICE_PREFIX = '/bikeMessenger/parcels/';

export function isParcelNotice(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const message = data as { type?: unknown; payload?: { url?: unknown } };
  return (
    message.type === PUSH_MESSAGE_TYPE &&
    typeof message.payload?.url === 'string' &&
    message.payload.url.startsWith(PARCEL_NOTICE_PREFIX)
  );
}

export function useParcelNotices(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const listener = (event: MessageEvent) => {
      if (isParcelNotice(event.data))
        void queryClient.invalidateQueries({ queryKey: parcelKeys.all });
    };
    navigator.serviceWorker.addEventListener('message', listener);
    return () => navigator.serviceWorker.removeEventListener('message', listener);
  }, [queryClient]);
}
