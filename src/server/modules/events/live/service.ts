/**
 * Ride day, live: who may follow a ride live and share on it, the sharing switch, the leader and
 * sweep, positions from the socket, help requests and what a rider is told about who sees them.
 *
 * Readers (the state, the socket's topics): riders going, the organiser, admins. Sharers: riders
 * going and the organiser, while the ride is live: from an hour before the start until its end
 * (start + duration) or until the organiser ends live day. The crew, who hear of alerts and help
 * requests: the organiser and the sweep (and admins, on reading the state). Only the latest
 * position per rider is kept, at most one per RIDE_LIVE_LIMITS.positionIntervalMs; it is
 * deleted 24 h after the ride ends (watch.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import {
  RIDE_LIVE_DESTINATIONS,
  RIDE_LIVE_LIMITS,
  RIDE_LIVE_TEXT,
  callUrlOf,
  positionInputSchema,
  type CrewInput,
  type EmergencyContact,
  type EmergencyContactInput,
  type MyEmergencyContact,
  type HelpInput,
  type HelpRequest,
  type LiveAudience,
  type LiveCrewNotice,
  type LiveEvent,
  type LivePosition,
  type LiveRider,
  type LiveState,
  helpInputSchema,
} from '../../../../contract/ride-live';
import type { Database } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../http-errors';
import { hasRole } from '../../../plugins/auth';
import { keepNoReply, type KeepReply } from '../../../plugins/idempotency-reply';
import type { SendContext } from '../../../realtime/plugin';
import type { AuthUser } from '../../../types';
import { adminIds, publicUsers } from '../../users';
import { findEvent, type EventRow } from '../repository';
import { findRsvp, ridersOf } from '../rsvp/repository';
import { canEdit } from '../shapes';
import { announceMessage, writeHelpMessage } from '../thread/service';
import { hasMoved } from './rules';
import * as repo from './repository';

type Db = Kysely<Database>;

/** A ride with its live day: when sharing opens and ends, who leads and sweeps. */
export interface LiveRide {
  event: EventRow;
  opensAt: number;
  endsAt: number;
  endedEarly: boolean;
  leaderId: number;
  sweepId: number | null;
}

/** When sharing ends: the planned end (start + duration), or earlier if the organiser ended it. */
export function rideEndsAt(
  event: Pick<EventRow, 'starts_at' | 'duration_minutes'>,
  endedAt: string | null,
): { endsAt: number; endedEarly: boolean } {
  const plannedEnd = Date.parse(event.starts_at) + event.duration_minutes * 60_000;
  const ended = endedAt === null ? null : Date.parse(endedAt);
  return ended !== null && ended < plannedEnd
    ? { endsAt: ended, endedEarly: true }
    : { endsAt: plannedEnd, endedEarly: false };
}

export function liveRideOf(event: EventRow, live: repo.RideLiveRow | undefined): LiveRide {
  return {
    event,
    opensAt: Date.parse(event.starts_at) - RIDE_LIVE_LIMITS.opensBeforeStartMs,
    ...rideEndsAt(event, live?.ended_at ?? null),
    leaderId: live?.leader_id ?? event.organiser_id,
    sweepId: live?.sweep_id ?? null,
  };
}

export function isLive(ride: LiveRide, now: number): boolean {
  return ride.event.status === 'scheduled' && now >= ride.opensAt && now < ride.endsAt;
}

export async function loadRide(db: Db, eventId: number): Promise<LiveRide | undefined> {
  const event = await findEvent(db, eventId);
  if (!event) return undefined;
  return liveRideOf(event, await repo.findLive(db, eventId));
}

async function rideOr404(db: Db, eventId: number): Promise<LiveRide> {
  const ride = await loadRide(db, eventId);
  if (!ride) throw notFound(SERVER_MESSAGE.notFound);
  return ride;
}

/** What the member is on this ride. */
async function placeOf(db: Db, ride: LiveRide, member: Pick<AuthUser, 'id' | 'roles'>) {
  const rsvp = await findRsvp(db, ride.event.id, member.id);
  const organiser = member.id === ride.event.organiser_id;
  const manages = organiser || hasRole(member, 'ROLE_ADMIN');
  const mayShare = organiser || rsvp?.state === 'going';
  return {
    organiser,
    manages,
    mayShare,
    reader: manages || mayShare,
    crew: manages || member.id === ride.sweepId,
  };
}

/** Null when the member may read the ride's live state and topics; else why not. */
export async function readRefusal(
  db: Db,
  eventId: number,
  member: Pick<AuthUser, 'id' | 'roles'>,
): Promise<string | null> {
  const ride = await loadRide(db, eventId);
  if (!ride) return RIDE_LIVE_TEXT.notReader;
  return (await placeOf(db, ride, member)).reader ? null : RIDE_LIVE_TEXT.notReader;
}

async function ridersById(db: Db, ids: number[]): Promise<Map<number, LiveRider>> {
  const users = await publicUsers(db, ids);
  return new Map(
    [...users].map(([id, user]) => [id, { id, username: user.username, fullName: user.fullName }]),
  );
}

const named = (riders: Map<number, LiveRider>, id: number): LiveRider =>
  riders.get(id) ?? { id, username: '', fullName: '' };

function toContact(contact: { name: string; phone: string } | undefined): EmergencyContact | null {
  return contact ? { ...contact, callUrl: callUrlOf(contact.phone) } : null;
}

function toPosition(row: repo.LiveRiderRow): LivePosition | null {
  if (row.lat === null || row.lng === null || !row.received_at) return null;
  return {
    rideId: row.event_id,
    riderId: row.user_id,
    lat: Number(row.lat),
    lng: Number(row.lng),
    accuracy: Number(row.accuracy ?? 0),
    at: row.fix_at ?? row.received_at,
    receivedAt: row.received_at,
  };
}

function toHelp(
  row: repo.HelpRow,
  riders: Map<number, LiveRider>,
  contact: EmergencyContact | null,
): HelpRequest {
  return {
    id: row.id,
    rideId: row.event_id,
    rider: named(riders, row.user_id),
    reason: row.reason,
    note: row.note,
    position:
      row.lat === null || row.lng === null
        ? null
        : {
            lat: Number(row.lat),
            lng: Number(row.lng),
            accuracy: Number(row.accuracy ?? 0),
            at: row.fix_at ?? row.created_at,
          },
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by === null ? null : named(riders, row.resolved_by),
    emergencyContact: contact,
  };
}

export async function readState(
  db: Db,
  reader: AuthUser,
  eventId: number,
  now = Date.now(),
): Promise<LiveState> {
  const ride = await rideOr404(db, eventId);
  const place = await placeOf(db, ride, reader);
  if (!place.reader) throw forbidden(RIDE_LIVE_TEXT.notReader);
  const live = isLive(ride, now);
  const [sharers, help, alerts] = live
    ? await Promise.all([
        repo.sharersOf(db, eventId),
        repo.openHelp(db, eventId),
        place.crew ? repo.openAlerts(db, eventId) : [],
      ])
    : [[], [], []];
  const visibleHelp = place.crew ? help : help.filter((row) => row.user_id === reader.id);
  const riders = await ridersById(db, [
    ride.leaderId,
    ...(ride.sweepId === null ? [] : [ride.sweepId]),
    ...sharers.map((row) => row.user_id),
    ...visibleHelp.map((row) => row.user_id),
    ...alerts.map((row) => row.user_id),
  ]);
  // Emergency contacts: the organiser's while live, and the sweep's with a help request.
  const contacts =
    live && (place.organiser || reader.id === ride.sweepId)
      ? await repo.emergencyContactsOf(db, [
          ...(place.organiser ? sharers.map((row) => row.user_id) : []),
          ...visibleHelp.map((row) => row.user_id),
        ])
      : new Map<number, { name: string; phone: string }>();
  return {
    rideId: eventId,
    live,
    opensAt: new Date(ride.opensAt).toISOString(),
    endsAt: new Date(ride.endsAt).toISOString(),
    endedEarly: ride.endedEarly,
    leader: named(riders, ride.leaderId),
    sweep: ride.sweepId === null ? null : named(riders, ride.sweepId),
    mySharing: live && sharers.some((row) => row.user_id === reader.id),
    canShare: live && place.mayShare,
    canManage: place.manages,
    isCrew: place.crew,
    sharers: sharers.map((row) => {
      const position = toPosition(row);
      return {
        rider: named(riders, row.user_id),
        position,
        ageMs: position ? Math.max(0, now - Date.parse(position.receivedAt)) : null,
        emergencyContact: place.organiser ? toContact(contacts.get(row.user_id)) : null,
      };
    }),
    help: visibleHelp.map((row) =>
      toHelp(row, riders, place.crew ? toContact(contacts.get(row.user_id)) : null),
    ),
    alerts: alerts.map((row) => ({
      id: row.id,
      rideId: row.event_id,
      rider: named(riders, row.user_id),
      cause: row.cause,
      openedAt: row.opened_at,
      clearedAt: row.cleared_at,
    })),
  };
}

async function tellReaders(app: FastifyInstance, event: LiveEvent) {
  await app.realtime.publish(RIDE_LIVE_DESTINATIONS.events(event.rideId), event);
}

/** The organiser and the sweep: who hears of alerts and help requests, on socket and push. */
export function crewOf(ride: LiveRide): number[] {
  return [...new Set([ride.event.organiser_id, ...(ride.sweepId === null ? [] : [ride.sweepId])])];
}

export async function tellCrew(app: FastifyInstance, userIds: number[], notice: LiveCrewNotice) {
  await app.realtime.sendToUser(userIds, RIDE_LIVE_DESTINATIONS.crewQueue, notice);
}

export async function setSharing(
  app: FastifyInstance,
  member: AuthUser,
  eventId: number,
  sharing: boolean,
): Promise<LiveState> {
  const ride = await rideOr404(app.db, eventId);
  const place = await placeOf(app.db, ride, member);
  if (!place.mayShare) throw forbidden(RIDE_LIVE_TEXT.notGoing);
  if (sharing && !isLive(ride, Date.now())) throw conflict(RIDE_LIVE_TEXT.notLive);
  await repo.setSharing(app.db, eventId, member.id, sharing);
  const [rider] = (await ridersById(app.db, [member.id])).values();
  await tellReaders(app, { type: 'sharing', rideId: eventId, rider: rider!, sharing });
  return readState(app.db, member, eventId);
}

export async function setCrew(
  app: FastifyInstance,
  member: AuthUser,
  eventId: number,
  input: CrewInput,
): Promise<LiveState> {
  const ride = await rideOr404(app.db, eventId);
  if (!canEdit(ride.event, member)) throw forbidden(RIDE_LIVE_TEXT.notOrganiser);
  const going = new Set((await ridersOf(app.db, eventId, 'going')).map((row) => row.user_id));
  going.add(ride.event.organiser_id);
  for (const id of [input.leaderId, input.sweepId]) {
    if (id !== null && !going.has(id)) throw badRequest(RIDE_LIVE_TEXT.crewNotGoing);
  }
  const current = await repo.findLive(app.db, eventId);
  await repo.saveLive(app.db, {
    event_id: eventId,
    leader_id: input.leaderId,
    sweep_id: input.sweepId,
    ended_at: current?.ended_at ?? null,
  });
  const state = await readState(app.db, member, eventId);
  await tellReaders(app, {
    type: 'crew',
    rideId: eventId,
    leader: state.leader,
    sweep: state.sweep,
  });
  return state;
}

/** Live day is over: every switch goes off and open alerts clear (nobody watches for them now). */
export async function closeLiveDay(db: Db, eventId: number, at: string): Promise<void> {
  await repo.stopAllSharing(db, eventId);
  for (const row of await repo.openAlerts(db, eventId)) await repo.clearAlert(db, row.id, at);
}

/** The organiser ends live day: every switch goes off, and positions count down to deletion. */
export async function endLive(
  app: FastifyInstance,
  member: AuthUser,
  eventId: number,
): Promise<LiveState> {
  const ride = await rideOr404(app.db, eventId);
  if (!canEdit(ride.event, member)) throw forbidden(RIDE_LIVE_TEXT.notOrganiser);
  if (!isLive(ride, Date.now())) throw conflict(RIDE_LIVE_TEXT.notLive);
  const endedAt = new Date().toISOString();
  const current = await repo.findLive(app.db, eventId);
  await repo.saveLive(app.db, {
    event_id: eventId,
    leader_id: current?.leader_id ?? null,
    sweep_id: current?.sweep_id ?? null,
    ended_at: endedAt,
  });
  await closeLiveDay(app.db, eventId, endedAt);
  await tellReaders(app, { type: 'ended', rideId: eventId, endedAt });
  return readState(app.db, member, eventId);
}

/**
 * A rider stopped going (left, or waits with a party grown too big): unless they still read the
 * ride (its organiser, an admin), their switch goes off and their subscriptions to the ride's
 * topics end, on every server, so they hear no more positions than they may send.
 */
export async function forgetLeaver(app: FastifyInstance, eventId: number, member: AuthUser) {
  if ((await readRefusal(app.db, eventId, member)) === null) return;
  const sharer = await repo.findSharer(app.db, eventId, member.id);
  if (sharer?.sharing) {
    await repo.setSharing(app.db, eventId, member.id, false);
    const [rider] = (await ridersById(app.db, [member.id])).values();
    await tellReaders(app, { type: 'sharing', rideId: eventId, rider: rider!, sharing: false });
  }
  await app.realtime.revokeTopics([member.id], RIDE_LIVE_DESTINATIONS.rideTopics(eventId));
}

/**
 * A position SENT over the socket. Refused (on the sender's errors queue) when it is no position,
 * or the sender does not share on a live ride they are going on; dropped without a word when it
 * comes sooner than RIDE_LIVE_LIMITS.positionIntervalMs (less the leeway for a late arrival)
 * after the sender's last one taken.
 */
export async function takePosition(app: FastifyInstance, context: SendContext): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(context.body);
  } catch {
    return context.refuse(RIDE_LIVE_TEXT.badPosition);
  }
  const parsed = positionInputSchema.safeParse(json);
  if (!parsed.success) return context.refuse(RIDE_LIVE_TEXT.badPosition);
  const input = parsed.data;
  const { user } = context;
  const ride = await loadRide(app.db, input.rideId);
  if (!ride) return context.refuse(RIDE_LIVE_TEXT.notGoing);
  const now = Date.now();
  const [sharer, place] = await Promise.all([
    repo.findSharer(app.db, input.rideId, user.id),
    placeOf(app.db, ride, user),
  ]);
  if (!place.mayShare) return context.refuse(RIDE_LIVE_TEXT.notGoing);
  if (!isLive(ride, now)) return context.refuse(RIDE_LIVE_TEXT.notLive);
  if (!sharer?.sharing) return context.refuse(RIDE_LIVE_TEXT.notSharing);

  const point = { lat: input.lat, lng: input.lng };
  const anchor =
    sharer.anchor_lat === null || sharer.anchor_lng === null
      ? null
      : { lat: Number(sharer.anchor_lat), lng: Number(sharer.anchor_lng) };
  const receivedAt = new Date(now).toISOString();
  const moved = hasMoved(anchor, point) || sharer.moved_at === null;
  const taken = await repo.takePosition(
    app.db,
    input.rideId,
    user.id,
    {
      lat: input.lat,
      lng: input.lng,
      accuracy: input.accuracy,
      fix_at: new Date(input.at).toISOString(),
      received_at: receivedAt,
      anchor_lat: moved ? point.lat : anchor!.lat,
      anchor_lng: moved ? point.lng : anchor!.lng,
      moved_at: moved ? receivedAt : sharer.moved_at!,
    },
    new Date(
      now - RIDE_LIVE_LIMITS.positionIntervalMs + RIDE_LIVE_LIMITS.positionLeewayMs,
    ).toISOString(),
  );
  if (!taken) return;
  const position: LivePosition = {
    rideId: input.rideId,
    riderId: user.id,
    lat: input.lat,
    lng: input.lng,
    accuracy: input.accuracy,
    at: new Date(input.at).toISOString(),
    receivedAt,
  };
  await app.realtime.publishBatched(
    RIDE_LIVE_DESTINATIONS.positions(input.rideId),
    RIDE_LIVE_DESTINATIONS.positionsBatched(input.rideId),
    String(user.id),
    position,
  );
}

/**
 * "I need help": the request and its marked message in the ride's thread are one write, whose
 * reply is kept with it, so the outbox's retries with the same Idempotency-Key make one request.
 * The crew hears of it on their queue and by push (kind rideDay), which also files it in their
 * inbox.
 */
export async function askHelp(
  app: FastifyInstance,
  rider: AuthUser,
  eventId: number,
  input: HelpInput,
  keepReply: KeepReply = keepNoReply,
): Promise<HelpRequest> {
  const { reason, note } = helpInputSchema.parse(input);
  const ride = await rideOr404(app.db, eventId);
  const place = await placeOf(app.db, ride, rider);
  if (!place.mayShare) throw forbidden(RIDE_LIVE_TEXT.helpNotAllowed);
  if (!isLive(ride, Date.now())) throw conflict(RIDE_LIVE_TEXT.notLive);
  const sharer = await repo.findSharer(app.db, eventId, rider.id);
  const riders = await ridersById(app.db, [rider.id]);
  const contact = toContact(await repo.emergencyContactOf(app.db, rider.id));
  const { help, comment } = await app.db.transaction().execute(async (trx) => {
    const row = await repo.insertHelp(trx, {
      event_id: eventId,
      user_id: rider.id,
      reason,
      note,
      lat: sharer?.lat ?? null,
      lng: sharer?.lng ?? null,
      accuracy: sharer?.accuracy ?? null,
      fix_at: sharer?.fix_at ?? null,
      created_at: new Date().toISOString(),
      resolved_at: null,
      resolved_by: null,
    });
    const made = await writeHelpMessage(
      trx,
      eventId,
      rider.id,
      RIDE_LIVE_TEXT.helpThreadMessage(reason, note),
      row.id,
    );
    // The reply the rider gets carries no contact: it is their own.
    const reply = toHelp(row, riders, null);
    await keepReply(trx, reply);
    return { help: reply, comment: made };
  });
  await announceMessage(app, ride.event, comment);
  const crew = crewOf(ride).filter((id) => id !== rider.id);
  await tellCrew(app, crew, { type: 'help', help: { ...help, emergencyContact: contact } });
  void app.notify(
    crew,
    'rideDay',
    () => ({
      title: RIDE_LIVE_TEXT.helpPushTitle(help.rider.fullName, reason),
      body: RIDE_LIVE_TEXT.helpPushBody(ride.event.name, note),
      url: `/events/${eventId}/live`,
      tag: `ride-help-${help.id}`,
    }),
    { actorId: rider.id },
  );
  return help;
}

export async function resolveHelp(
  app: FastifyInstance,
  member: AuthUser,
  eventId: number,
  helpId: number,
): Promise<HelpRequest> {
  const ride = await rideOr404(app.db, eventId);
  const row = await repo.findHelp(app.db, helpId);
  if (!row || row.event_id !== eventId) throw notFound(SERVER_MESSAGE.notFound);
  if (row.user_id !== member.id && !canEdit(ride.event, member)) {
    throw forbidden(RIDE_LIVE_TEXT.resolveNotAllowed);
  }
  const resolved = await repo.resolveHelp(app.db, helpId, member.id, new Date().toISOString());
  if (!resolved) throw conflict(RIDE_LIVE_TEXT.helpAlreadyResolved);
  const help = toHelp(resolved, await ridersById(app.db, [row.user_id, member.id]), null);
  await tellCrew(app, [...new Set([...crewOf(ride), row.user_id])], { type: 'help', help });
  return help;
}

/** Who sees the member's position on this ride: told before and while they share. */
export async function audience(db: Db, member: AuthUser, eventId: number): Promise<LiveAudience> {
  const ride = await rideOr404(db, eventId);
  const place = await placeOf(db, ride, member);
  if (!place.reader) throw forbidden(RIDE_LIVE_TEXT.notReader);
  const going = (await ridersOf(db, eventId, 'going'))
    .map((row) => row.user_id)
    .filter((id) => id !== member.id && id !== ride.event.organiser_id);
  const admins = await adminIds(db);
  const riders = await ridersById(db, [ride.event.organiser_id, ...going, ...admins]);
  const sharer = await repo.findSharer(db, eventId, member.id);
  return {
    rideId: eventId,
    mySharing: isLive(ride, Date.now()) && !!sharer?.sharing,
    organiser: named(riders, ride.event.organiser_id),
    riders: going.map((id) => named(riders, id)),
    admins: admins.map((id) => named(riders, id)),
    keptUntil: new Date(ride.endsAt + RIDE_LIVE_LIMITS.keepAfterEndMs).toISOString(),
  };
}

/** The member's own emergency contact (only they read it here). */
export async function myEmergencyContact(db: Db, memberId: number): Promise<MyEmergencyContact> {
  return { contact: (await repo.emergencyContactOf(db, memberId)) ?? null };
}

export async function saveEmergencyContact(
  db: Db,
  memberId: number,
  { contact }: EmergencyContactInput,
): Promise<MyEmergencyContact> {
  await repo.saveEmergencyContact(db, memberId, contact);
  return { contact };
}
