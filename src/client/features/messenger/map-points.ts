/**
 * Between the parcel form's typed latitude and longitude and the map: a tap on the map becomes
 * the two fields' text, and the fields' text, once it reads as a point, becomes a marker.
 */

export type PointField = 'pickup' | 'receiver';

/** Five decimals of a degree is about a metre: finer than a tap can aim. */
export function pickedText(lat: number, lng: number): { lat: string; lng: string } {
  // A map scrolled sideways past the date line gives longitudes beyond ±180.
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return { lat: lat.toFixed(5), lng: wrapped.toFixed(5) };
}

/** The point the two fields name, or null while either is empty or not a position. */
export function typedPoint(lat: string, lng: string): { lat: number; lng: number } | null {
  if (lat.trim() === '' || lng.trim() === '') return null;
  const point = { lat: Number(lat.trim()), lng: Number(lng.trim()) };
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null;
  return point;
}
