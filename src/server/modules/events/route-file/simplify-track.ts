/**
 * Ramer-Douglas-Peucker down to a number of points. Each point gets the offset at which RDP
 * would keep it (capped by its parent's, so the order is a valid RDP tree); the most
 * significant ones are kept. Iterative, so a file of many thousand points cannot overflow the
 * stack.
 */
export type LatLng = [number, number];
/** A point that starts with latitude and longitude; anything after them rides along. */
type Located = readonly [number, number, ...number[]];

const EARTH_RADIUS_M = 6_371_008.8;

/** Points in metres on a plane tangent near the track: fine for the offsets RDP compares. */
function project(points: readonly Located[]): [number, number][] {
  const meanLat = points.reduce((sum, point) => sum + point[0], 0) / points.length;
  const scale = Math.cos((meanLat * Math.PI) / 180);
  const rad = (Math.PI / 180) * EARTH_RADIUS_M;
  return points.map(([lat, lng]) => [lng * rad * scale, lat * rad]);
}

function offset(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

export function simplifyTrack<P extends Located>(points: P[], maxPoints: number): P[] {
  if (points.length <= maxPoints) return points;
  const plane = project(points);
  const last = points.length - 1;
  const significance = new Float64Array(points.length);
  significance[0] = Infinity;
  significance[last] = Infinity;
  const stack: [number, number, number][] = [[0, last, Infinity]];
  while (stack.length > 0) {
    const [from, to, cap] = stack.pop()!;
    let farthest = -1;
    let distance = -1;
    for (let i = from + 1; i < to; i++) {
      const d = offset(plane[i]!, plane[from]!, plane[to]!);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest < 0) continue;
    const kept = Math.min(distance, cap);
    significance[farthest] = kept;
    stack.push([from, farthest, kept], [farthest, to, kept]);
  }
  const order = [...significance.keys()].sort((a, b) => significance[b]! - significance[a]!);
  const keep = new Set(order.slice(0, maxPoints));
  return points.filter((_point, index) => keep.has(index));
}
