/**
 * While the rider's switch is on: the browser's position, watched, goes to the socket as the
 * throttle allows (position-throttle.ts), and the screen is asked to stay on, because a phone
 * web app hears no position once its screen is off or it is out of sight. A send that finds no
 * socket is simply skipped: only the latest position is of use, so nothing waits to be sent.
 * At the ride's end the watch stops by itself.
 */
import { useEffect, useState } from 'react';
import { RIDE_LIVE_DESTINATIONS, RIDE_LIVE_LIMITS } from '../../../../contract/ride-live-constants';
import { importWhenOnline } from '../../../lib/load-late';
import { shouldSendPosition, type Fix } from './position-throttle';
import { LIVE_TEXT } from './texts';

export type SharingProblem = string | null;

export function usePositionSharing(
  rideId: number,
  on: boolean,
  endsAt: string,
  onEnded: () => void,
): SharingProblem {
  const [refused, setRefused] = useState(false);
  const [ended, setEnded] = useState(() => Date.now() >= Date.parse(endsAt));

  useEffect(() => {
    const left = Math.max(0, Date.parse(endsAt) - Date.now());
    // Timers past ~24.8 days overflow; a live ride ends within hours.
    const timer = setTimeout(() => setEnded(true), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [endsAt]);

  useEffect(() => {
    if (on && ended) onEnded();
  }, [on, ended, onEnded]);

  const active = on && !ended;
  const located = 'geolocation' in navigator;

  useEffect(() => {
    if (!active || !located) return;
    let stopped = false;
    let lastSent: Fix | null = null;
    let latest: GeolocationPosition | null = null;
    const connection = importWhenOnline(() => import('../../../lib/chat/app-chat')).then(
      ({ appChat }) => {
        const made = appChat().connection;
        made.start();
        return made;
      },
    );

    async function offer(position: GeolocationPosition) {
      const fix: Fix = {
        lat: position.coords.latitude,
        lng: position.coords.longitude,
        at: Date.now(),
      };
      latest = position;
      if (!shouldSendPosition(lastSent, fix)) return;
      const socket = await connection;
      if (stopped || !socket.isConnected()) return;
      lastSent = fix;
      const frame = {
        rideId,
        lat: fix.lat,
        lng: fix.lng,
        accuracy: Math.min(position.coords.accuracy, 100_000),
        at: new Date(position.timestamp).toISOString(),
      };
      await socket.publish(RIDE_LIVE_DESTINATIONS.position, JSON.stringify(frame)).catch(() => {
        lastSent = null; // Not delivered: the next fix goes at once.
      });
    }

    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setRefused(false);
        void offer(position);
      },
      (error) => setRefused(error.code === error.PERMISSION_DENIED),
      { enableHighAccuracy: true, maximumAge: 0 },
    );
    // A phone standing still reports no new position: its last one is offered again, so the
    // others hear it is still there (the throttle lets it through every still interval).
    const still = setInterval(() => {
      if (latest) void offer(latest);
    }, RIDE_LIVE_LIMITS.positionIntervalMs);
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      clearInterval(still);
    };
  }, [active, located, rideId]);

  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const ask = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (granted) => {
          if (stopped) void granted.release();
          else lock = granted;
        },
        () => undefined, // Refused (low battery, no gesture yet): sharing goes on regardless.
      );
    };
    // The browser lets go of the lock when the page is hidden; it is asked again on return.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') ask();
      else void lock?.release();
    };
    ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, [active]);

  if (!active) return null;
  if (!located) return LIVE_TEXT.noGeolocation;
  return refused ? LIVE_TEXT.locationRefused : null;
}
