/**
 * Bike messenger calls (/api/parcel). Riders are on the road with a weak signal and the other
 * side moves the parcel meanwhile, so what is on screen asks again on focus and every
 * LIVE_REFRESH_MS while it is open; the push notice from the server's `notify` tells the member
 * when to look. Sending a parcel and moving it need the network: the reply decides what comes
 * next (a changed charge, a parcel another rider took).
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Page } from '../../../contract/paging';
import type {
  OpenParcel,
  Parcel,
  ParcelHistoryEntry,
  ParcelInput,
  ParcelMoveInput,
  ParcelPicture,
  ParcelQuote,
  ParcelQuoteRequest,
  ParcelTracking,
  RiderStatus,
} from '../../../contract/parcels';
import { PARCEL_LIMITS, PARCEL_PATHS } from '../../../contract/parcels-constants';
import { api } from '../../lib/api-client';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import type { Position } from './use-position';

/** How often an open screen asks the server again: statuses move while a rider rides. */
export const LIVE_REFRESH_MS = 15_000;

const live = { refetchInterval: LIVE_REFRESH_MS, refetchOnWindowFocus: 'always' } as const;

export const parcelKeys = {
  all: ['parcels'] as const,
  mine: ['parcels', 'mine'] as const,
  riding: ['parcels', 'riding'] as const,
  open: ['parcels', 'open'] as const,
  openNear: (position: Position | null) => ['parcels', 'open', position] as const,
  one: (id: number) => ['parcels', 'one', id] as const,
  history: (id: number) => ['parcels', 'history', id] as const,
  rider: ['parcels', 'rider'] as const,
  quote: (request: ParcelQuoteRequest) => ['parcels', 'quote', request] as const,
  tracking: (token: string) => ['parcels', 'tracking', token] as const,
};

function pages<T>(key: readonly unknown[], path: string, extra: Record<string, number> = {}) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api<Page<T>>(path, {
        query: { ...extra, page: pageParam, size: PARCEL_LIMITS.listDefaultSize },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last: Page<T>) => (last.last ? undefined : last.number + 1),
    ...live,
  });
}

export const myParcelsQuery = pages<Parcel>(parcelKeys.mine, PARCEL_PATHS.list);
export const ridingQuery = pages<Parcel>(parcelKeys.riding, PARCEL_PATHS.riding);
export function openParcelsQuery(position: Position | null) {
  const near: Record<string, number> = position ? { lat: position.lat, lng: position.lng } : {};
  return pages<OpenParcel>(parcelKeys.openNear(position), PARCEL_PATHS.open, near);
}

/** The merchant and the rider who took it get all of it; any other rider the open shape. */
export function parcelQuery(id: number) {
  return queryOptions({
    queryKey: parcelKeys.one(id),
    queryFn: ({ signal }) => api<Parcel | OpenParcel>(PARCEL_PATHS.one(id), { signal }),
    ...live,
  });
}

export function historyQuery(id: number) {
  return queryOptions({
    queryKey: parcelKeys.history(id),
    queryFn: ({ signal }) => api<ParcelHistoryEntry[]>(PARCEL_PATHS.history(id), { signal }),
    ...live,
  });
}

export const riderQuery = queryOptions({
  queryKey: parcelKeys.rider,
  queryFn: ({ signal }) => api<RiderStatus>(PARCEL_PATHS.rider, { signal }),
  // While an admin has still to approve the rider, the screen asks now and then by itself.
  refetchInterval: (query) =>
    query.state.data?.rider && !query.state.data.approved ? LIVE_REFRESH_MS : false,
});

export function quoteQuery(request: ParcelQuoteRequest | null) {
  return queryOptions({
    queryKey: parcelKeys.quote(request ?? { pickup: null, dropoff: null, weightGrams: 0 }),
    queryFn: ({ signal }) =>
      api<ParcelQuote>(PARCEL_PATHS.quote, { method: 'POST', body: request, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // Settings may change while the form is open; the send is checked against the server anyway.
    staleTime: 60_000,
    retry: false,
  });
}

export function trackingQuery(token: string) {
  return queryOptions({
    queryKey: parcelKeys.tracking(token),
    queryFn: ({ signal }) => api<ParcelTracking>(PARCEL_PATHS.track(token), { signal }),
    ...live,
    retry: 1,
  });
}

/** A parcel changed on the server: its page shows the reply, the lists and history ask again. */
export function parcelChanged(queryClient: QueryClient, parcel: Parcel | OpenParcel) {
  queryClient.setQueryData(parcelKeys.one(parcel.id), parcel);
  void queryClient.invalidateQueries({ queryKey: parcelKeys.mine });
  void queryClient.invalidateQueries({ queryKey: parcelKeys.riding });
  void queryClient.invalidateQueries({ queryKey: parcelKeys.open });
  void queryClient.invalidateQueries({ queryKey: parcelKeys.history(parcel.id) });
}

/** The same parcel sent again after a lost reply keeps its key: the server replays it. */
export function sendParcel(input: ParcelInput, idempotencyKey: string): Promise<Parcel> {
  return api<Parcel>(PARCEL_PATHS.list, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The multipart field the server reads a parcel picture from. */
const PICTURE_FIELD = 'image';

export function uploadParcelPicture(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ParcelPicture> {
  const form = new FormData();
  form.append(PICTURE_FIELD, file, file.name);
  return uploadWithProgress(
    PARCEL_PATHS.picture,
    form,
    (body) => body as ParcelPicture,
    onProgress,
  );
}

export function useSetRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rider: boolean) =>
      api<RiderStatus>(PARCEL_PATHS.rider, { method: 'PUT', body: { rider } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(parcelKeys.rider, reply);
      void queryClient.invalidateQueries({ queryKey: parcelKeys.open });
    },
  });
}

export function useTakeParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Parcel>(PARCEL_PATHS.take(id), { method: 'POST', body: {} }),
    onSuccess: (parcel) => parcelChanged(queryClient, parcel),
    // Taken by another rider first, or gone: the list and its page must show that.
    onError: (_error, id) => {
      void queryClient.invalidateQueries({ queryKey: parcelKeys.open });
      void queryClient.invalidateQueries({ queryKey: parcelKeys.one(id) });
    },
  });
}

export function useMoveParcel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParcelMoveInput) =>
      api<Parcel | OpenParcel>(PARCEL_PATHS.move(id), { method: 'POST', body: input }),
    onSuccess: (parcel) => parcelChanged(queryClient, parcel),
    // A stale status (409): what is on screen is out of date, so load it again.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: parcelKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: parcelKeys.history(id) });
      void queryClient.invalidateQueries({ queryKey: parcelKeys.mine });
      void queryClient.invalidateQueries({ queryKey: parcelKeys.riding });
    },
  });
}
