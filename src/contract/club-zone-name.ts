/**
 * The club's time zone by name, apart from the rest of the club's clock (club-time.ts): the
 * shell checks the zone on every screen, and needs none of the calendar arithmetic for it.
 */

/** The club's zone on a fresh install: South Dhaka Cyclists ride in Dhaka. */
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** Whether the runtime knows this IANA zone name (e.g. 'Asia/Dhaka'). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]+(?:[/_+-][A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
