/**
 * A Leaflet map on the configured tiles: a line (a ride's track), named points, and a tap or
 * click handed back as a position. Leaflet and its styles live in this module alone, which
 * screens load lazily (lazy-tile-map.tsx), so no first screen carries them.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapSettings } from '../../../contract/map';

export interface MapPoint {
  lat: number;
  lng: number;
  /** What a screen reader says of the point ("Start", "Pickup"). */
  label: string;
  color: string;
}

export interface TileMapProps {
  settings: MapSettings;
  /** The map's accessible name. */
  label: string;
  /** [lat, lng, …] points of a line; the view is fitted to it. */
  line?: readonly (readonly number[])[];
  points: readonly MapPoint[];
  /** Where the view starts when there is no line. */
  center?: readonly [number, number];
  zoom?: number;
  onPick?: (lat: number, lng: number) => void;
  /** The first tile has drawn: the map may replace whatever stood in for it. */
  onReady?: () => void;
  /** A tile failed before any drew (offline, tile server down). */
  onTilesFailed?: () => void;
  height: number | string;
}

function pointMarker(point: MapPoint): L.Marker {
  const marker = L.marker([point.lat, point.lng], {
    keyboard: false,
    icon: L.divIcon({
      className: '',
      iconSize: [18, 18],
      html: `<span style="display:block;width:18px;height:18px;border-radius:50%;background:${point.color};border:3px solid white;box-shadow:0 0 2px rgba(0,0,0,.6)"></span>`,
    }),
  });
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('role', 'img');
    element?.setAttribute('aria-label', point.label);
  });
  return marker;
}

export default function TileMap(props: TileMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const drawn = useRef<L.LayerGroup | null>(null);
  // Handlers change with every render; Leaflet keeps the ones it was given, so it calls these.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { settings, center, zoom } = props;

  useEffect(() => {
    const created = L.map(container.current!, {
      center: center ? [center[0], center[1]] : [0, 0],
      zoom: zoom ?? 13,
      scrollWheelZoom: false,
    });
    let ready = false;
    L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 })
      .on('tileload', () => {
        if (!ready) latest.current.onReady?.();
        ready = true;
      })
      .on('tileerror', () => {
        if (!ready) latest.current.onTilesFailed?.();
      })
      .addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      latest.current.onPick?.(event.latlng.lat, event.latlng.lng),
    );
    drawn.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      drawn.current = null;
    };
    // The map is made once per tile source; its view then follows the line, not the props.
  }, [settings.tileUrl, settings.attribution]); // eslint-disable-line react-hooks/exhaustive-deps

  const { line, points } = props;
  useEffect(() => {
    const layers = drawn.current;
    if (!layers || !map.current) return;
    layers.clearLayers();
    if (line && line.length > 1) {
      const latLngs = line.map((point) => L.latLng(point[0]!, point[1]!));
      L.polyline(latLngs, { color: '#0c8599', weight: 4 }).addTo(layers);
    }
    for (const point of points) pointMarker(point).addTo(layers);
  }, [line, points]);

  // Without a line, a point typed or found outside the view brings the view to it; a tap,
  // always inside the view, leaves it where it is.
  useEffect(() => {
    const shown = map.current;
    if (!shown || (line && line.length > 1) || points.length === 0) return;
    const bounds = L.latLngBounds(points.map((point) => L.latLng(point.lat, point.lng)));
    if (!shown.getBounds().contains(bounds))
      shown.fitBounds(bounds, { padding: [32, 32], maxZoom: shown.getZoom() });
  }, [line, points]);

  useEffect(() => {
    if (!map.current || !line || line.length < 2) return;
    map.current.fitBounds(L.latLngBounds(line.map((point) => L.latLng(point[0]!, point[1]!))), {
      padding: [16, 16],
    });
  }, [line]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={props.label}
      style={{ height: props.height, width: '100%', borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );
}
