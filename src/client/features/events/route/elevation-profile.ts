/**
 * A route's height profile: distance along the track on x, height on y, from the points that
 * carry a height. Routes stored before heights were kept (pairs only) have none, and no profile.
 */
import type { TrackPoint } from './track-outline';

export interface ProfileBox {
  width: number;
  height: number;
  /** Room on the left for the height labels, and above and below the line. */
  left: number;
  top: number;
  bottom: number;
}

export interface Profile {
  /** For an SVG polyline's `points`. */
  points: string;
  minM: number;
  maxM: number;
  lengthKm: number;
}

const EARTH_RADIUS_KM = 6371.0088;

function distanceKm(a: TrackPoint, b: TrackPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Null when fewer than two points have a height, or the track has no length. */
export function elevationProfile(track: readonly TrackPoint[], box: ProfileBox): Profile | null {
  const samples: { km: number; m: number }[] = [];
  let km = 0;
  track.forEach((point, index) => {
    if (index > 0) km += distanceKm(track[index - 1]!, point);
    if (point[2] !== undefined) samples.push({ km, m: point[2] });
  });
  if (samples.length < 2) return null;
  const startKm = samples[0]!.km;
  const lengthKm = samples.at(-1)!.km - startKm;
  if (lengthKm <= 0) return null;
  const heights = samples.map((sample) => sample.m);
  const minM = Math.min(...heights);
  const maxM = Math.max(...heights);
  const innerWidth = box.width - box.left;
  const innerHeight = box.height - box.top - box.bottom;
  // A flat route draws as a line across the middle, not divided by a zero span.
  const span = maxM - minM;
  const y = (m: number) =>
    span > 0 ? box.top + ((maxM - m) / span) * innerHeight : box.top + innerHeight / 2;
  return {
    points: samples
      .map(
        (s) => `${round(box.left + ((s.km - startKm) / lengthKm) * innerWidth)},${round(y(s.m))}`,
      )
      .join(' '),
    minM,
    maxM,
    lengthKm,
  };
}
