/**
 * When a phone sends its position on ride day: never twice within the server's interval (it
 * would drop the second anyway), and then only when the rider moved more than a few metres, or
 * has stood still long enough that the others should hear they are still there. Fewer frames
 * spare the rider's battery and the club's server.
 */
import { distanceMetres } from '../../../../contract/geo-distance';
import { RIDE_LIVE_LIMITS } from '../../../../contract/ride-live-constants';

export interface Fix {
  lat: number;
  lng: number;
  /** When the phone took the fix, ms since the epoch. */
  at: number;
}

export function shouldSendPosition(lastSent: Fix | null, next: Fix): boolean {
  if (!lastSent) return true;
  const elapsed = next.at - lastSent.at;
  if (elapsed < RIDE_LIVE_LIMITS.positionIntervalMs) return false;
  return (
    elapsed >= RIDE_LIVE_LIMITS.stillIntervalMs ||
    distanceMetres(lastSent, next) > RIDE_LIVE_LIMITS.clientMoveMetres
  );
}
