/**
 * Reads a GPX file into what a ride keeps of its route: the distance (haversine along each
 * track segment or route), the elevation gain (climbs smaller than a noise threshold ignored,
 * as GPS altitude wobbles by a few metres), and a track simplified for drawing. Files that
 * declare a DOCTYPE or entities are refused before parsing, and entities are never expanded, so
 * an entity bomb costs nothing.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { EVENT_LIMITS, EVENT_TEXT } from '../../../../contract/events';
import { badRequest, HttpError } from '../../../http-errors';
import type { TrackPoint } from '../../../../contract/events';
import { simplifyTrack, type LatLng } from './simplify-track';

export interface ParsedRoute {
  distanceKm: number;
  elevationGainM: number;
  /** Points read from the file. */
  pointCount: number;
  /** [lat, lng, height] where the file gave the point a height, else [lat, lng]. */
  track: TrackPoint[];
}

interface GpxPoint {
  lat: number;
  lng: number;
  ele: number | null;
}

const EARTH_RADIUS_M = 6_371_008.8;
/** A climb counts once it rises this far above the last low point. */
export const ELEVATION_NOISE_M = 3;

const LISTS = new Set(['trk', 'trkseg', 'trkpt', 'rte', 'rtept']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  htmlEntities: false,
  removeNSPrefix: true,
  isArray: (name) => LISTS.has(name),
});

type Node = Record<string, unknown>;

function children(node: unknown, name: string): Node[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as Node)[name];
  return Array.isArray(value) ? (value as Node[]) : [];
}

function toPoint(node: Node): GpxPoint {
  const lat = Number(node['@lat']);
  const lng = Number(node['@lon']);
  if (
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180 ||
    node['@lat'] === undefined ||
    node['@lon'] === undefined
  ) {
    throw badRequest(EVENT_TEXT.gpxMalformed);
  }
  const raw = node.ele;
  const ele = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return { lat, lng, ele: Number.isFinite(ele) ? ele : null };
}

export function haversineM(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Sum of rises, each counted once it clears the noise threshold above the lowest point since. */
export function elevationGain(elevations: number[], threshold = ELEVATION_NOISE_M): number {
  let gain = 0;
  let base: number | undefined;
  for (const ele of elevations) {
    if (base === undefined || ele < base) base = ele;
    else if (ele - base >= threshold) {
      gain += ele - base;
      base = ele;
    }
  }
  return gain;
}

/** The point lists of the file: each track segment, or else each route. */
function segmentsOf(gpx: Node): GpxPoint[][] {
  const tracks = children(gpx, 'trk').flatMap((trk) =>
    children(trk, 'trkseg').map((segment) => children(segment, 'trkpt').map(toPoint)),
  );
  const withPoints = tracks.filter((segment) => segment.length > 0);
  if (withPoints.length > 0) return withPoints;
  return children(gpx, 'rte')
    .map((route) => children(route, 'rtept').map(toPoint))
    .filter((route) => route.length > 0);
}

export function parseGpx(file: Buffer): ParsedRoute {
  if (file.length > EVENT_LIMITS.gpxMaxBytes) throw new HttpError(413, EVENT_TEXT.gpxTooLarge);
  const text = file.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw badRequest(EVENT_TEXT.gpxEntities);
  if (XMLValidator.validate(text) !== true) throw badRequest(EVENT_TEXT.gpxMalformed);
  let document: Node;
  try {
    document = parser.parse(text) as Node;
  } catch {
    throw badRequest(EVENT_TEXT.gpxMalformed);
  }
  const gpx = document.gpx;
  if (!gpx || typeof gpx !== 'object') throw badRequest(EVENT_TEXT.gpxMalformed);

  const segments = segmentsOf(gpx as Node);
  const points = segments.flat();
  if (points.length === 0) throw badRequest(EVENT_TEXT.gpxEmpty);

  let distanceM = 0;
  let gain = 0;
  for (const segment of segments) {
    for (let i = 1; i < segment.length; i++) {
      const a = segment[i - 1]!;
      const b = segment[i]!;
      distanceM += haversineM([a.lat, a.lng], [b.lat, b.lng]);
    }
    gain += elevationGain(segment.flatMap((point) => (point.ele === null ? [] : [point.ele])));
  }
  const track = simplifyTrack(
    points.map((point): TrackPoint =>
      point.ele === null ? [point.lat, point.lng] : [point.lat, point.lng, point.ele],
    ),
    EVENT_LIMITS.trackMaxPoints,
  );
  return {
    distanceKm: Math.round(distanceM / 10) / 100,
    elevationGainM: Math.round(gain),
    pointCount: points.length,
    track: track.map(([lat, lng, ele]) =>
      ele === undefined ? [round5(lat), round5(lng)] : [round5(lat), round5(lng), round1(ele)],
    ),
  };
}

/** A tenth of a metre: finer than GPS heights are good for. */
function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Five decimals of a degree is about a metre: finer than any drawing of the track. */
function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
