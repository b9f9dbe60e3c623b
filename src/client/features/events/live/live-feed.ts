/**
 * The live ride kept current over the app's one socket while its panel is open: each rider's
 * position as the server takes it, the ride's changes (sharing on or off, crew, ended) and the
 * member's own queue (help asked or resolved, alerts for the crew). It subscribes only once the
 * server has let the member read the live state: the ride's topics are guarded, and a refused
 * SUBSCRIBE would end the socket the chat shares. Each time the server has a subscription the
 * state is fetched again, which fills whatever passed while the socket was away; only the
 * latest position per rider matters, so nothing is replayed.
 */
import { useEffect } from 'react';
import {
  RIDE_LIVE_DESTINATIONS,
  liveCrewNoticeSchema,
  livePositionSchema,
  type LiveState,
} from '../../../../contract/ride-live';
import { appQueryClient } from '../../../lib/app-handles';
import { importWhenOnline } from '../../../lib/load-late';
import { liveKeys, putHelp, putPosition } from './api';

export function useLiveFeed(rideId: number, mayRead: boolean): void {
  useEffect(() => {
    if (!mayRead) return;
    let stopped = false;
    const stops: (() => void)[] = [];
    void importWhenOnline(() => import('../../../lib/chat/app-chat')).then(({ appChat }) => {
      if (stopped) return;
      const { connection } = appChat();
      const client = appQueryClient();
      const refetch = () => void client.invalidateQueries({ queryKey: liveKeys.state(rideId) });
      const hear = (destination: string, handle: (body: unknown) => void, fill = false) =>
        stops.push(
          connection.subscribe(destination, (frame) => handle(safeJson(frame.body)), {
            memberOnly: true,
            ...(fill ? { onListening: refetch } : {}),
          }),
        );

      hear(
        RIDE_LIVE_DESTINATIONS.positions(rideId),
        (body) => {
          const parsed = livePositionSchema.safeParse(body);
          if (!parsed.success || parsed.data.rideId !== rideId) return;
          const state = client.getQueryData<LiveState>(liveKeys.state(rideId));
          // A rider who has just switched on is not listed yet: the state brings them, named.
          if (state?.sharers.some((sharer) => sharer.rider.id === parsed.data.riderId))
            putPosition(client, parsed.data);
          else refetch();
        },
        true,
      );
      hear(RIDE_LIVE_DESTINATIONS.events(rideId), refetch);
      hear(RIDE_LIVE_DESTINATIONS.crewQueue, (body) => {
        const parsed = liveCrewNoticeSchema.safeParse(body);
        if (!parsed.success) return;
        const notice = parsed.data;
        if (notice.type === 'help' && notice.help.rideId === rideId) putHelp(client, notice.help);
        else if (notice.type === 'alert' && notice.alert.rideId === rideId) refetch();
      });
      connection.start();
    });
    return () => {
      stopped = true;
      for (const stop of stops) stop();
    };
  }, [rideId, mayRead]);
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
