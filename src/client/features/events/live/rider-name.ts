import type { LiveRider } from '../../../../contract/ride-live';

/** How the live screens name a rider: their full name, else their username. */
export function riderName(rider: Pick<LiveRider, 'fullName' | 'username'>): string {
  return rider.fullName || rider.username;
}
