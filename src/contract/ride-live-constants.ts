/**
 * Ride day, live: while a ride is live, riders going may share their position with the people on
 * the ride; the organiser and the sweep hear of riders who drop, stop or go quiet, and of a
 * rider asking for help. Paths, socket destinations, limits and texts, without zod, so the live
 * screens can load them light; ride-live.ts holds the schemas. docs/api.md, "Ride day, live".
 */

import { EVENT_LIMITS } from './events-constants';
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const RIDE_LIVE_LIMITS = {
  /** Sharing may be switched on from this long before the start. */
  opensBeforeStartMs: EVENT_LIMITS.liveOpensBeforeStartMs,
  /** A client sends at most one position in this time. */
  positionIntervalMs: 5_000,
  /**
   * The server takes a position this much sooner than positionIntervalMs after the last one it
   * took (sooner ones are dropped): a phone's last position may have been held up on the way,
   * and the next one, sent on time, would otherwise be dropped and the dot be 10 s old.
   */
  positionLeewayMs: 1_000,
  /** A client sends when moved more than this, or every stillIntervalMs standing still. */
  clientMoveMetres: 10,
  stillIntervalMs: 30_000,
  /** A watcher of the batched topic gets one frame this often with what changed since. */
  batchIntervalMs: 1_000,
  /** Positions are deleted this long after the ride ends. */
  keepAfterEndMs: 24 * 3_600_000,
  /** How often the server looks at live rides (alerts, the end of a ride, deletion). */
  watchIntervalMs: 30_000,
  /** Defaults of the alert rules (modules/events/live/rules.ts). */
  behindSweepMetres: 1_000,
  stoppedAfterMs: 5 * 60_000,
  quietAfterMs: 2 * 60_000,
  /** Less movement than this is standing still (GPS wanders a few metres at rest). */
  stillWithinMetres: 50,
  helpNoteMaxLength: 200,
  emergencyNameMaxLength: 80,
  emergencyPhoneMaxLength: 20,
} as const;

export const HELP_REASONS = ['puncture', 'mechanical', 'crash', 'unwell', 'lost'] as const;
export type HelpReason = (typeof HELP_REASONS)[number];

/** Why a rider is flagged: behind the sweep along the route, stopped while the group moves, quiet. */
export const LIVE_ALERT_CAUSES = ['behind', 'stopped', 'quiet'] as const;
export type LiveAlertCause = (typeof LIVE_ALERT_CAUSES)[number];

/** REST paths under /api. */
export const RIDE_LIVE_PATHS = {
  /** GET: the live state; for riders going, the organiser and admins. */
  state: (rideId: number | string) => `/event/${rideId}/live`,
  /** PUT {sharing}: the rider's own switch. */
  sharing: (rideId: number | string) => `/event/${rideId}/live/sharing`,
  /** PUT {leaderId, sweepId}: the organiser (or an admin) names them. */
  crew: (rideId: number | string) => `/event/${rideId}/live/crew`,
  /** POST: the organiser ends live day early; sharing stops for everyone. */
  end: (rideId: number | string) => `/event/${rideId}/live/end`,
  /** POST {reason, note}: "I need help" (send an Idempotency-Key). */
  help: (rideId: number | string) => `/event/${rideId}/live/help`,
  /** POST: the rider who asked, the organiser or an admin closes a help request. */
  resolveHelp: (rideId: number | string, helpId: number | string) =>
    `/event/${rideId}/live/help/${helpId}/resolve`,
  /** GET: who can see the caller's position on this ride. */
  audience: (rideId: number | string) => `/event/${rideId}/live/audience`,
  /** GET and PUT: the caller's own emergency contact. */
  emergencyContact: '/users/me/emergency-contact',
} as const;

/**
 * STOMP destinations. Positions are SENT to `position` as JSON {rideId, lat, lng, accuracy, at}.
 * The topics are the ride's own: a SUBSCRIBE from anyone but its readers (riders going, the
 * organiser, admins) is refused with an ERROR frame and a close.
 */
export const RIDE_LIVE_DESTINATIONS = {
  /** SEND: one position of the sender on a ride they share on. */
  position: '/app/ride-live/position',
  /** Each accepted position as it comes (a LivePosition): for a club-sized ride. */
  positions: (rideId: number | string) => `/topic/ride-live/${rideId}/positions`,
  /**
   * Once a second, an array of the LivePositions that changed since the last frame (only the
   * latest per rider): for a large ride, one frame a second per watcher whatever the riders.
   */
  positionsBatched: (rideId: number | string) => `/topic/ride-live/${rideId}/positions-batched`,
  /** Changes of the ride's live state (LiveEvent): sharing on/off, crew, help, ended. */
  events: (rideId: number | string) => `/topic/ride-live/${rideId}/events`,
  /** Every topic of a ride: what a rider who leaves the ride stops hearing. */
  rideTopics: (rideId: number | string) => `/topic/ride-live/${rideId}/`,
  /** The organiser's and the sweep's own queue: alerts and help requests (LiveCrewNotice). */
  crewQueue: '/user/queue/ride-live',
} as const;

/** A ride's topics, matched on SUBSCRIBE: the ride id is group 1. */
export const RIDE_LIVE_TOPIC_PATTERN =
  /^\/topic\/ride-live\/(\d{1,9})\/(positions|positions-batched|events)$/;

export const HELP_REASON_LABELS: Readonly<Record<HelpReason, string>> = defineTexts({
  puncture: /*i18n*/ { id: 'Puncture' },
  mechanical: /*i18n*/ { id: 'Mechanical' },
  crash: /*i18n*/ { id: 'Crash' },
  unwell: /*i18n*/ { id: 'Unwell' },
  lost: /*i18n*/ { id: 'Lost' },
});

export const LIVE_ALERT_LABELS: Readonly<Record<LiveAlertCause, string>> = defineTexts({
  behind: /*i18n*/ { id: 'Behind the sweep' },
  stopped: /*i18n*/ { id: 'Stopped while the group moves' },
  quiet: /*i18n*/ { id: 'Gone quiet' },
});

/** The live schemas' messages (ride-live.ts), English when the schemas are built. */
export const RIDE_LIVE_VALIDATION = englishTexts({
  noteTooLong: /*i18n*/ { id: 'Keep the note to 200 characters.' },
  chooseReason: /*i18n*/ {
    id: 'Choose what happened: puncture, mechanical, crash, unwell or lost.',
  },
  emergencyNameRequired: /*i18n*/ { id: "Give your emergency contact's name." },
  emergencyPhoneInvalid: /*i18n*/ { id: 'Give a phone number of digits, spaces and + ( ) - only.' },
});

export const RIDE_LIVE_TEXT = defineTexts({
  notReader: /*i18n*/ {
    id: 'Only riders going, the organiser and admins can follow this ride live.',
  },
  notGoing: /*i18n*/ { id: 'Only riders going on this ride can share their position on it.' },
  notLive: /*i18n*/ {
    id: 'This ride is not live: sharing opens an hour before the start and ends with the ride.',
  },
  notSharing: /*i18n*/ { id: 'Turn on sharing for this ride first.' },
  notOrganiser: /*i18n*/ { id: 'Only the organiser or an admin can do this.' },
  crewNotGoing: /*i18n*/ {
    id: 'The leader and the sweep must be the organiser or riders going on this ride.',
  },
  badPosition: /*i18n*/ { id: "Send a position as '{'rideId, lat, lng, accuracy, at'}'." },
  helpNotAllowed: /*i18n*/ { id: 'Only riders going on this ride can ask for help on it.' },
  resolveNotAllowed: /*i18n*/ {
    id: 'Only the rider who asked, the organiser or an admin can resolve this.',
  },
  helpAlreadyResolved: /*i18n*/ { id: 'This help request is resolved already.' },
  chooseReason: /*i18n*/ {
    id: 'Choose what happened: puncture, mechanical, crash, unwell or lost.',
  },
  /** Said to a rider before they switch on. */
  sharingExplainer: /*i18n*/ {
    id: 'Your position is shared with this ride only, while it is live, with the riders going, the organiser and admins. It is deleted 24 hours after the ride.',
  },
  webAppWhileOpen: /*i18n*/ { id: 'A phone web app shares only while it is open on screen.' },
  helpThreadMessage: (reason: HelpReason, note: string | null) =>
    note
      ? t(
          /*i18n*/ { id: 'Needs help: {reason} - {note}' },
          {
            reason: HELP_REASON_LABELS[reason],
            note,
          },
        )
      : t(/*i18n*/ { id: 'Needs help: {reason}' }, { reason: HELP_REASON_LABELS[reason] }),
  helpResolvedThreadMessage: /*i18n*/ { id: 'Help request resolved.' },
  helpPushTitle: (riderName: string, reason: HelpReason) =>
    t(
      /*i18n*/ { id: '{riderName} needs help: {reason}' },
      {
        riderName,
        reason: HELP_REASON_LABELS[reason],
      },
    ),
  helpPushBody: (rideName: string, note: string | null) =>
    note ? t(/*i18n*/ { id: '{rideName}: {note}' }, { rideName, note }) : rideName,
  alertPushTitle: (riderName: string, cause: LiveAlertCause) =>
    t(/*i18n*/ { id: '{riderName}: {alert}' }, { riderName, alert: LIVE_ALERT_LABELS[cause] }),
  alertPushBody: (rideName: string) =>
    t(/*i18n*/ { id: '{rideName} - open the live map.' }, { rideName }),
  callContact: (name: string) => t(/*i18n*/ { id: 'Call {name}' }, { name }),
} as const);
