/**
 * Ride day, live: the schemas of the live state, the position frame, alerts, help requests and
 * the emergency contact, shared by the live screens, the server and its tests. The constants
 * (paths, destinations, limits, texts) are in ride-live-constants.ts, re-exported here.
 */
import { z } from 'zod';
import {
  HELP_REASONS,
  LIVE_ALERT_CAUSES,
  RIDE_LIVE_LIMITS,
  RIDE_LIVE_VALIDATION,
} from './ride-live-constants';

export * from './ride-live-constants';

/** A rider as the live screens name them: no contact data. */
export const liveRiderSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
});
export type LiveRider = z.infer<typeof liveRiderSchema>;

/** What a client SENDs to RIDE_LIVE_DESTINATIONS.position; `at` is the fix's own time. */
export const positionInputSchema = z.strictObject({
  rideId: z.number().int().positive(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Metres, as the Geolocation API gives it. */
  accuracy: z.number().min(0).max(100_000),
  at: z.iso.datetime({ offset: true }),
});
export type PositionInput = z.infer<typeof positionInputSchema>;

/** One rider's latest position, on the positions topics and in the live state. */
export const livePositionSchema = z.object({
  rideId: z.number().int(),
  riderId: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number(),
  /** The fix's time, as the phone said. */
  at: z.string(),
  /** When the server took it: "40 s ago" is counted from here. */
  receivedAt: z.string(),
});
export type LivePosition = z.infer<typeof livePositionSchema>;

export const emergencyContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  /** A tel: link to call the contact. */
  callUrl: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const liveAlertSchema = z.object({
  id: z.number().int(),
  rideId: z.number().int(),
  rider: liveRiderSchema,
  cause: z.enum(LIVE_ALERT_CAUSES),
  openedAt: z.string(),
  /** Null while it holds; set when the rider caught up, moved on or was heard from again. */
  clearedAt: z.string().nullable(),
});
export type LiveAlert = z.infer<typeof liveAlertSchema>;

export const helpRequestSchema = z.object({
  id: z.number().int(),
  rideId: z.number().int(),
  rider: liveRiderSchema,
  reason: z.enum(HELP_REASONS),
  note: z.string().nullable(),
  /** The rider's last position when they asked; null if they never shared one. */
  position: z
    .object({ lat: z.number(), lng: z.number(), accuracy: z.number(), at: z.string() })
    .nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: liveRiderSchema.nullable(),
  /** For the organiser and the sweep only, while the ride is live; null otherwise. */
  emergencyContact: emergencyContactSchema.nullable(),
});
export type HelpRequest = z.infer<typeof helpRequestSchema>;

export const liveSharerSchema = z.object({
  rider: liveRiderSchema,
  position: livePositionSchema.nullable(),
  /** Milliseconds since the server took the position; null without one. */
  ageMs: z.number().int().nullable(),
  /** For the organiser only, while the ride is live; null otherwise. */
  emergencyContact: emergencyContactSchema.nullable(),
});
export type LiveSharer = z.infer<typeof liveSharerSchema>;

/** GET /event/{id}/live. */
export const liveStateSchema = z.object({
  rideId: z.number().int(),
  /** Sharing is possible now: from opensAt until endsAt, unless ended early. */
  live: z.boolean(),
  opensAt: z.string(),
  /** The planned end (start + duration), or when the organiser ended live day. */
  endsAt: z.string(),
  endedEarly: z.boolean(),
  leader: liveRiderSchema,
  sweep: liveRiderSchema.nullable(),
  /** The reader's own switch; false when not going or not live. */
  mySharing: z.boolean(),
  /** The reader is going and the ride is live: they may switch sharing on. */
  canShare: z.boolean(),
  /** The reader may name the leader and sweep and end live day (organiser, admins). */
  canManage: z.boolean(),
  /** The reader gets alerts and help requests (organiser, sweep, admins). */
  isCrew: z.boolean(),
  sharers: z.array(liveSharerSchema),
  /** Open help requests; the crew sees them all, a rider their own. */
  help: z.array(helpRequestSchema),
  /** Open alerts, for the crew; empty for everyone else. */
  alerts: z.array(liveAlertSchema),
});
export type LiveState = z.infer<typeof liveStateSchema>;

export const sharingInputSchema = z.strictObject({ sharing: z.boolean() });
export type SharingInput = z.infer<typeof sharingInputSchema>;

export const crewInputSchema = z.strictObject({
  /** Null: the organiser leads. */
  leaderId: z.number().int().positive().nullable(),
  /** Null: nobody sweeps. */
  sweepId: z.number().int().positive().nullable(),
});
export type CrewInput = z.infer<typeof crewInputSchema>;

export const helpInputSchema = z.strictObject({
  reason: z.enum(HELP_REASONS, { error: RIDE_LIVE_VALIDATION.chooseReason }),
  note: z
    .string()
    .trim()
    .max(RIDE_LIVE_LIMITS.helpNoteMaxLength, RIDE_LIVE_VALIDATION.noteTooLong)
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type HelpInput = z.input<typeof helpInputSchema>;

export const helpParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  helpId: z.coerce.number().int().positive(),
});

/** GET /event/{id}/live/audience: who sees the caller's position on this ride. */
export const liveAudienceSchema = z.object({
  rideId: z.number().int(),
  mySharing: z.boolean(),
  organiser: liveRiderSchema,
  /** The other riders going. */
  riders: z.array(liveRiderSchema),
  admins: z.array(liveRiderSchema),
  keptUntil: z.string(),
});
export type LiveAudience = z.infer<typeof liveAudienceSchema>;

/** RIDE_LIVE_DESTINATIONS.events: what changed in the ride's live state. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sharing'),
    rideId: z.number().int(),
    rider: liveRiderSchema,
    sharing: z.boolean(),
  }),
  z.object({
    type: z.literal('crew'),
    rideId: z.number().int(),
    leader: liveRiderSchema,
    sweep: liveRiderSchema.nullable(),
  }),
  z.object({ type: z.literal('ended'), rideId: z.number().int(), endedAt: z.string() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** RIDE_LIVE_DESTINATIONS.crewQueue: an alert opened or cleared, a help request opened or resolved. */
export const liveCrewNoticeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('alert'), alert: liveAlertSchema }),
  z.object({ type: z.literal('help'), help: helpRequestSchema }),
]);
export type LiveCrewNotice = z.infer<typeof liveCrewNoticeSchema>;

const phonePattern = /^\+?[0-9 ()-]{3,20}$/;

export const emergencyContactInputSchema = z.strictObject({
  /** Null removes the contact. */
  contact: z
    .strictObject({
      name: z
        .string()
        .trim()
        .min(1, RIDE_LIVE_VALIDATION.emergencyNameRequired)
        .max(RIDE_LIVE_LIMITS.emergencyNameMaxLength),
      phone: z
        .string()
        .trim()
        .max(RIDE_LIVE_LIMITS.emergencyPhoneMaxLength, RIDE_LIVE_VALIDATION.emergencyPhoneInvalid)
        .regex(phonePattern, RIDE_LIVE_VALIDATION.emergencyPhoneInvalid),
    })
    .nullable(),
});
export type EmergencyContactInput = z.infer<typeof emergencyContactInputSchema>;

export const myEmergencyContactSchema = z.object({
  contact: z.object({ name: z.string(), phone: z.string() }).nullable(),
});
export type MyEmergencyContact = z.infer<typeof myEmergencyContactSchema>;

/** A tel: link of a stored phone number: digits and a leading + only. */
export function callUrlOf(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
