/**
 * The rider's position, for the nearest parcels first. Asked only when the member has already
 * allowed it or presses the button: a location prompt nobody asked for is refused by reflex.
 * Rounded to about 100 m, which is all the order needs and keeps the list's cache key steady
 * while the rider moves a little.
 */
import { useCallback, useEffect, useState } from 'react';

export interface Position {
  lat: number;
  lng: number;
}

export type PositionState =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'granted'; position: Position }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

export function roundPosition(lat: number, lng: number): Position {
  return { lat: round(lat), lng: round(lng) };
}

const canLocate = () => typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

export function usePosition(): { state: PositionState; ask: () => void } {
  const [state, setState] = useState<PositionState>(() =>
    canLocate() ? { kind: 'idle' } : { kind: 'unavailable' },
  );

  const ask = useCallback(() => {
    if (!canLocate()) {
      setState({ kind: 'unavailable' });
      return;
    }
    setState({ kind: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (found) =>
        setState({
          kind: 'granted',
          position: roundPosition(found.coords.latitude, found.coords.longitude),
        }),
      (error) =>
        setState({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { maximumAge: 60_000, timeout: 15_000 },
    );
  }, []);

  useEffect(() => {
    if (!canLocate()) return;
    let cancelled = false;
    void navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (cancelled) return;
        if (status.state === 'granted') ask();
        else if (status.state === 'denied') setState({ kind: 'denied' });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [ask]);

  return { state, ask };
}
