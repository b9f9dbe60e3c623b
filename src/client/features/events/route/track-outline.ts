/**
 * A GPX track drawn without map tiles: the stored points are projected flat (longitude
 * shortened by the cosine of the mean latitude, so a loop keeps its shape away from the
 * equator), then scaled to fit the box with its aspect ratio kept, centred, north up.
 */

/** [latitude, longitude, height?], as the server stores a simplified track. */
export type TrackPoint = readonly [number, number, number?];

export interface OutlineBox {
  width: number;
  height: number;
  /** Room kept free on every side, for the start and end dots. */
  padding: number;
}

export interface Outline {
  /** For an SVG polyline's `points`. */
  points: string;
  start: { x: number; y: number };
  end: { x: number; y: number };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function trackOutline(track: readonly TrackPoint[], box: OutlineBox): Outline | null {
  if (track.length < 2) return null;
  const meanLat = track.reduce((sum, [lat]) => sum + lat, 0) / track.length;
  const shrink = Math.cos((meanLat * Math.PI) / 180);
  const flat = track.map(([lat, lon]) => ({ x: lon * shrink, y: -lat }));
  const xs = flat.map((point) => point.x);
  const ys = flat.map((point) => point.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  const innerWidth = box.width - 2 * box.padding;
  const innerHeight = box.height - 2 * box.padding;
  // A straight north-south or east-west track has no span on one axis: the other one decides.
  const scale = Math.min(
    spanX > 0 ? innerWidth / spanX : Infinity,
    spanY > 0 ? innerHeight / spanY : Infinity,
  );
  if (!Number.isFinite(scale)) return null;
  const offsetX = box.padding + (innerWidth - spanX * scale) / 2;
  const offsetY = box.padding + (innerHeight - spanY * scale) / 2;
  const placed = flat.map((point) => ({
    x: round(offsetX + (point.x - minX) * scale),
    y: round(offsetY + (point.y - minY) * scale),
  }));
  return {
    points: placed.map((point) => `${point.x},${point.y}`).join(' '),
    start: placed[0]!,
    end: placed.at(-1)!,
  };
}
