/**
 * A Leaflet map on the configured tiles: a line (a ride's track), named points (a caption
 * beside each, when given: in full zoomed in, short zoomed out), and a tap or click handed back
 * as a position. Leaflet and its styles live in this module alone, which
 * screens load lazily (lazy-tile-map.tsx), so no first screen carries them.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { MapSettings } from '../../../contract/map';

export interface MapPoint {
  lat: number;
  lng: number;
  /** What a screen reader says of the point ("Start", "Pickup"). */
  label: string;
  color: string;
  /** Shown beside the dot: `full` from DETAILED_ZOOM on, `short` (initials) below it. */
  caption?: { full: string; short: string };
  /** Drawn faint and grey: a rider not heard from for a while. */
  muted?: boolean;
  /** A ring of this colour around the dot, marking a role (a ride's leader or sweep). */
  ring?: string;
  /**
   * Who the point is (a rider's id): with one, its marker is kept between drawings and only
   * moved or redrawn, so a map of hundreds of riders does not rebuild every marker each update.
   */
  id?: number | string;
}

/** From this zoom on captions are in full; further out they would cover each other. */
const DETAILED_ZOOM = 14;
const MUTED_COLOR = '#868e96';

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

/** The dot (and its caption) as elements, so a name is text, never markup. */
function pointIcon(point: MapPoint, detailed: boolean): L.DivIcon {
  const holder = document.createElement('span');
  holder.style.cssText = 'display:flex;align-items:center;gap:4px;white-space:nowrap';
  if (point.muted) holder.style.opacity = '0.55';
  const dot = document.createElement('span');
  const border = point.ring ? `3px solid ${point.ring}` : '3px solid white';
  dot.style.cssText = `display:block;flex:none;width:18px;height:18px;border-radius:50%;box-shadow:0 0 0 1px white,0 0 2px rgba(0,0,0,.6);border:${border}`;
  dot.style.background = point.muted ? MUTED_COLOR : point.color;
  holder.append(dot);
  if (point.caption) {
    const caption = document.createElement('span');
    caption.textContent = detailed ? point.caption.full : point.caption.short;
    caption.style.cssText =
      'font:600 12px/1.2 system-ui,sans-serif;color:#212529;background:rgba(255,255,255,.9);padding:1px 4px;border-radius:4px;box-shadow:0 0 2px rgba(0,0,0,.4)';
    holder.append(caption);
  }
  // Anchored at the dot's centre whatever the caption's width.
  return L.divIcon({ className: '', html: holder, iconSize: undefined, iconAnchor: [9, 9] });
}

function nameMarker(marker: L.Marker, label: string): void {
  const element = marker.getElement();
  element?.setAttribute('role', 'img');
  element?.setAttribute('aria-label', label);
}

/** What the dot's picture is drawn from: the marker's icon is made again only when it changes. */
function iconKey(point: MapPoint, detailed: boolean): string {
  return JSON.stringify([point.color, point.muted, point.ring, point.caption, detailed]);
}

interface KeptMarker {
  marker: L.Marker;
  icon: string;
  label: string;
}

function pointMarker(point: MapPoint, detailed: boolean): KeptMarker {
  const marker = L.marker([point.lat, point.lng], {
    keyboard: false,
    icon: pointIcon(point, detailed),
  });
  const kept = { marker, icon: iconKey(point, detailed), label: point.label };
  marker.on('add', () => nameMarker(marker, kept.label));
  return kept;
}

/** Moves a kept marker to the point and redraws its icon only if its look changed. */
function updateMarker(kept: KeptMarker, point: MapPoint, detailed: boolean): void {
  const { lat, lng } = kept.marker.getLatLng();
  if (lat !== point.lat || lng !== point.lng) kept.marker.setLatLng([point.lat, point.lng]);
  const icon = iconKey(point, detailed);
  kept.label = point.label;
  if (icon !== kept.icon) {
    kept.icon = icon;
    kept.marker.setIcon(pointIcon(point, detailed));
  }
  nameMarker(kept.marker, point.label);
}

export default function TileMap(props: TileMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const drawn = useRef<L.LayerGroup | null>(null);
  const dots = useRef<L.LayerGroup | null>(null);
  const kept = useRef(new Map<number | string, KeptMarker>());
  // Handlers change with every render; Leaflet keeps the ones it was given, so it calls these.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { settings, center, zoom } = props;
  const [detailed, setDetailed] = useState((zoom ?? 13) >= DETAILED_ZOOM);

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
    created.on('zoomend', () => setDetailed(created.getZoom() >= DETAILED_ZOOM));
    drawn.current = L.layerGroup().addTo(created);
    dots.current = L.layerGroup().addTo(created);
    const markers = kept.current;
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      drawn.current = null;
      dots.current = null;
      markers.clear();
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
  }, [line]);

  useEffect(() => {
    const layers = dots.current;
    if (!layers || !map.current) return;
    // Points with an id keep their marker; those without are drawn anew each time.
    const keyedLayers = new Set<L.Layer>([...kept.current.values()].map((one) => one.marker));
    for (const layer of layers.getLayers()) if (!keyedLayers.has(layer)) layers.removeLayer(layer);
    const seen = new Set<number | string>();
    for (const point of points) {
      if (point.id === undefined) {
        pointMarker(point, detailed).marker.addTo(layers);
        continue;
      }
      seen.add(point.id);
      const known = kept.current.get(point.id);
      if (known) updateMarker(known, point, detailed);
      else {
        const made = pointMarker(point, detailed);
        kept.current.set(point.id, made);
        made.marker.addTo(layers);
      }
    }
    for (const [id, gone] of kept.current)
      if (!seen.has(id)) {
        layers.removeLayer(gone.marker);
        kept.current.delete(id);
      }
  }, [points, detailed]);

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
