/**
 * Ride day's calls: the live state (who shares, where, open help), who sees the rider, the
 * sharing switch and resolving a help request, which need the network. Asking for help goes
 * through the outbox (outbox-send.ts), so it leaves the phone the moment any signal returns.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  RIDE_LIVE_PATHS,
  type HelpRequest,
  type LivePosition,
  type LiveAudience,
  type CrewInput,
  type LiveState,
} from '../../../../contract/ride-live';
import { api } from '../../../lib/api-client';

export const liveKeys = {
  state: (rideId: number) => ['events', 'live', rideId] as const,
  audience: (rideId: number) => ['events', 'live', rideId, 'audience'] as const,
};

export function liveStateQuery(rideId: number) {
  return queryOptions({
    queryKey: liveKeys.state(rideId),
    queryFn: ({ signal }) => api<LiveState>(RIDE_LIVE_PATHS.state(rideId), { signal }),
  });
}

export function liveAudienceQuery(rideId: number) {
  return queryOptions({
    queryKey: liveKeys.audience(rideId),
    queryFn: ({ signal }) => api<LiveAudience>(RIDE_LIVE_PATHS.audience(rideId), { signal }),
  });
}

export function useSetSharing(rideId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sharing: boolean) =>
      api<LiveState>(RIDE_LIVE_PATHS.sharing(rideId), { method: 'PUT', body: { sharing } }),
    onSuccess: (state) => client.setQueryData(liveKeys.state(rideId), state),
  });
}

/** The organiser names the leader (null: they lead) and the sweep (null: nobody). */
export function useSetCrew(rideId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (crew: CrewInput) =>
      api<LiveState>(RIDE_LIVE_PATHS.crew(rideId), { method: 'PUT', body: crew }),
    onSuccess: (state) => client.setQueryData(liveKeys.state(rideId), state),
  });
}

/** The organiser ends live day before the planned end: every switch goes off. */
export function useEndLive(rideId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<LiveState>(RIDE_LIVE_PATHS.end(rideId), { method: 'POST' }),
    onSuccess: (state) => client.setQueryData(liveKeys.state(rideId), state),
  });
}

export function useResolveHelp(rideId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (helpId: number) =>
      api<HelpRequest>(RIDE_LIVE_PATHS.resolveHelp(rideId, helpId), { method: 'POST' }),
    onSuccess: (help) => putHelp(client, help),
  });
}

/** A help request as the server now has it: open ones are listed, resolved ones leave. */
export function putHelp(client: QueryClient, help: HelpRequest): void {
  client.setQueryData<LiveState>(liveKeys.state(help.rideId), (state) => {
    if (!state) return state;
    const others = state.help.filter((open) => open.id !== help.id);
    return { ...state, help: help.resolvedAt === null ? [...others, help] : others };
  });
}

/** A rider's latest position: replaces theirs on the map; an older one is ignored. */
export function putPosition(client: QueryClient, position: LivePosition): void {
  client.setQueryData<LiveState>(liveKeys.state(position.rideId), (state) => {
    if (!state) return state;
    const sharers = state.sharers.map((sharer) =>
      sharer.rider.id === position.riderId &&
      (!sharer.position || sharer.position.receivedAt <= position.receivedAt)
        ? { ...sharer, position, ageMs: 0 }
        : sharer,
    );
    return { ...state, sharers };
  });
}
