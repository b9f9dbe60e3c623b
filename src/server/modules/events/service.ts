/**
 * Rides. Anybody reads them; any signed-in member plans one and is its organiser; the organiser
 * and admins edit and cancel it. Cover and sponsor pictures are the editor's own uploads (or
 * already on the ride), and so is a GPX route; pictures an edit takes off are deleted. A ride's reminder job follows its start time and
 * status in the same transaction as the ride.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  EVENT_LIMITS,
  EVENT_PICTURE_WIDTHS,
  EVENT_TEXT,
  type Event,
  type EventCreateParsed,
  type EventInputParsed,
  type EventListItem,
  type EventListQueryParsed,
  type EventPicture,
  type SeriesScope,
  type UploadedRoute,
} from '../../../contract/events';
import { DEFAULT_TIME_ZONE, instantOf } from '../../../contract/club-time';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { toPage, type Page } from '../../../contract/paging';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import type { MemberView } from '../../plugins/visitor-replies';
import type { AuthUser } from '../../types';
import { deleteMediaRows, findMedia, removeMediaFiles, storePicture } from '../media';
import { readClubSettings } from '../settings';
import { pictureForUse } from '../storage';
import { parseGpx } from './route-file/gpx';
import { planReminder } from './reminders';
import {
  findEvent,
  findRoute,
  insertEvent,
  insertRoute,
  listEvents,
  lockEvent,
  myPlaces,
  mediaOwnership,
  picturesNoRideHolds,
  picturesOfEvent,
  replaceSponsors,
  updateEvent,
  type EventFilters,
  type EventRow,
} from './repository';
import { everyoneOn, insertRsvp } from './rsvp/repository';
import { cancelLaterRides, changeLaterRides, changeOf, seriesToPlan } from './series/service';
import { fillFreePlaces, notifyPromoted } from './rsvp/waitlist';
import { canEdit, toEvent, toEventListItems, toEventPicture, toRoute } from './shapes';

type Db = Kysely<Database>;
export const PICTURE_KIND = 'event';

/** Midnight in the club's zone at the start of a 'YYYY-MM-DD' day, plus `days` days. */
function dayStart(day: string, zone: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day: date + days }, zone).toISOString();
}

/** `query.going` needs `reader`: the route refuses it to visitors first. */
export async function list(
  db: Db,
  reader: AuthUser | null,
  query: EventListQueryParsed,
): Promise<Page<EventListItem>> {
  const { list: which, page, size } = query;
  const now = new Date().toISOString();
  const windowed = query.from !== undefined || query.to !== undefined;
  const zone = windowed ? (await readClubSettings(db)).timeZone : DEFAULT_TIME_ZONE;
  const filters: EventFilters = {
    paces: query.pace,
    kinds: query.kind,
    distances: query.distance,
    goingMemberId: query.going ? (reader?.id ?? -1) : null,
    fromAt: query.from ? dayStart(query.from, zone) : null,
    // `to` is the last day shown: the window ends at the next midnight.
    toAt: query.to ? dayStart(query.to, zone, 1) : null,
  };
  const { rows, total } = await listEvents(db, which, reader?.id ?? null, now, page, size, filters);
  return toPage(await toEventListItems(db, rows, reader), total, page, size);
}

/**
 * Upcoming or past rides, unfiltered by the reader, are the same rows for a member as for a
 * visitor: a member's list is the visitor's kept one with their own places, read fresh in one
 * query, and whether they may edit each ride (plugins/visitor-replies.ts). Their own list and
 * the rides they go on are theirs alone, and computed for them.
 */
export const memberView: MemberView<Page<EventListItem>> = {
  sameRows: (request) => {
    const query = request.query as EventListQueryParsed;
    return query.list !== 'mine' && !query.going;
  },
  async personalise(app, member, visitor) {
    const places = await myPlaces(
      app.db,
      visitor.content.map((ride) => ride.id),
      member.id,
    );
    return {
      ...visitor,
      content: visitor.content.map((ride) => {
        const mine = places.get(ride.id);
        return {
          ...ride,
          myRsvp: mine?.state ?? null,
          myWaitlistPosition: mine?.position ?? null,
          myGuests: mine?.guests ?? 0,
          canEdit: canEdit({ organiser_id: ride.organiser.id }, member),
        };
      }),
    };
  },
};

export async function one(db: Db, reader: AuthUser | null, id: number) {
  const row = await findEvent(db, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  return toEvent(db, row, reader);
}

/** Stores a cover or sponsor picture; the reply's `id` is what the ride's body refers to. */
export async function uploadPicture(
  app: FastifyInstance,
  owner: AuthUser,
  image: Buffer,
): Promise<EventPicture> {
  const id = await storePicture(app, owner.id, PICTURE_KIND, image, EVENT_PICTURE_WIDTHS);
  const media = await findMedia(app.db, id);
  return toEventPicture(id, JSON.stringify(media?.widths ?? []));
}

/** One of the member's library pictures made a cover or sponsor picture, as an upload would be. */
export async function pictureFromLibrary(
  app: FastifyInstance,
  owner: AuthUser,
  libraryPictureId: number,
): Promise<EventPicture> {
  const id = await pictureForUse(app, owner, libraryPictureId, PICTURE_KIND);
  const media = await findMedia(app.db, id);
  return toEventPicture(id, JSON.stringify(media?.widths ?? []));
}

export { rideGpx } from './route-file/download';

/** Reads and stores a GPX route; the reply's `id` is what the ride's body refers to. */
export async function uploadRoute(db: Db, owner: AuthUser, file: Buffer): Promise<UploadedRoute> {
  const parsed = parseGpx(file);
  const row = {
    id: randomUUID(),
    owner_id: owner.id,
    distance_km: parsed.distanceKm,
    elevation_gain_m: parsed.elevationGainM,
    point_count: parsed.pointCount,
    track: JSON.stringify(parsed.track),
    gpx: file.toString('utf8'),
    created_at: new Date().toISOString(),
  };
  await insertRoute(db, row);
  const { gpx: _file, ...route } = row;
  return { id: row.id, ...toRoute(route) };
}

/** Each picture the body names is the editor's own ride picture, or already on this ride. */
async function checkPictures(
  db: Db,
  editor: AuthUser,
  input: EventInputParsed,
  onRide: string[],
): Promise<void> {
  const named = [
    { field: 'coverPictureId', id: input.coverPictureId },
    ...input.sponsors.map((sponsor, index) => ({
      field: `sponsors.${index}.pictureId`,
      id: sponsor.pictureId,
    })),
  ].filter((entry): entry is { field: string; id: string } => entry.id !== null);
  const rows = await mediaOwnership(
    db,
    named.map((entry) => entry.id),
  );
  const fieldErrors: Record<string, string> = {};
  for (const { field, id } of named) {
    if (onRide.includes(id)) continue;
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || row.owner_id !== editor.id || row.kind !== PICTURE_KIND) {
      fieldErrors[field] = EVENT_TEXT.notYourPicture;
    }
  }
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
}

async function checkRoute(
  db: Db,
  editor: AuthUser,
  routeId: string | null,
  current: string | null,
): Promise<void> {
  if (routeId === null || routeId === current) return;
  const route = await findRoute(db, routeId);
  if (!route || route.owner_id !== editor.id) {
    throw badRequest(EVENT_TEXT.notYourRoute, { routeId: EVENT_TEXT.notYourRoute });
  }
}

function startsAtOf(input: EventInputParsed): string {
  return new Date(input.startsAt).toISOString();
}

/** The latest start a ride may be given now. */
const latestStart = (now: Date) =>
  new Date(now.getTime() + EVENT_LIMITS.startsWithinDays * 86_400_000).toISOString();

/** A new start is in the future and within EVENT_LIMITS.startsWithinDays of `now`. */
function refuseStartOutOfRange(startsAt: string, now: Date): void {
  if (new Date(startsAt) <= now) {
    throw badRequest(EVENT_TEXT.startsInPast, { startsAt: EVENT_TEXT.startsInPast });
  }
  if (startsAt > latestStart(now)) {
    throw badRequest(EVENT_TEXT.startsTooFar, { startsAt: EVENT_TEXT.startsTooFar });
  }
}

function columnsOf(input: EventInputParsed) {
  return {
    name: input.name,
    cover_media_id: input.coverPictureId,
    starts_at: startsAtOf(input),
    duration_minutes: input.durationMinutes,
    from_name: input.from.name,
    from_lat: input.from.lat,
    from_lng: input.from.lng,
    to_name: input.to.name,
    to_lat: input.to.lat,
    to_lng: input.to.lng,
    distance_km: input.distanceKm,
    pace: input.pace,
    kind: input.kind,
    description: input.description,
    capacity: input.capacity,
    route_id: input.routeId,
  };
}

const sponsorValues = (input: EventInputParsed) =>
  input.sponsors.map((sponsor) => ({
    name: sponsor.name,
    description: sponsor.description,
    mediaId: sponsor.pictureId,
  }));

/**
 * Plans a ride; its organiser is going on it from the start. With `repeat`, every ride of the
 * series at once, each a ride of its own with the organiser on it; the reply is the first.
 */
export async function create(
  db: Db,
  organiser: AuthUser,
  input: EventCreateParsed,
): Promise<Event> {
  const now = new Date();
  const columns = columnsOf(input);
  refuseStartOutOfRange(columns.starts_at, now);
  const series = input.repeat
    ? await seriesToPlan(db, organiser.id, columns.starts_at, input.repeat, latestStart(now))
    : null;
  const id = await db.transaction().execute(async (trx) => {
    await checkPictures(trx, organiser, input, []);
    await checkRoute(trx, organiser, input.routeId, null);
    const stamp = now.toISOString();
    const seriesId = series ? await series.insert(trx, stamp) : null;
    const ids: number[] = [];
    for (const startsAt of series?.starts ?? [columns.starts_at]) {
      const eventId = await insertEvent(trx, {
        ...columns,
        starts_at: startsAt,
        organiser_id: organiser.id,
        status: 'scheduled',
        created_at: stamp,
        updated_at: stamp,
        cancelled_at: null,
        series_id: seriesId,
      });
      await replaceSponsors(trx, eventId, sponsorValues(input));
      // Whoever plans a ride rides it: they hold the first place, and may leave it like anyone.
      await insertRsvp(trx, eventId, organiser.id, 'going');
      await planReminder(trx, { id: eventId, starts_at: startsAt, status: 'scheduled' }, now);
      ids.push(eventId);
    }
    return ids[0]!;
  });
  return one(db, organiser, id);
}

/** The ride locked for a change by `editor`: 404 if missing, 403 if not theirs, 409 if cancelled. */
async function editable(
  app: FastifyInstance,
  trx: Db,
  editor: AuthUser,
  id: number,
  cancelledMessage: string = EVENT_TEXT.cancelled,
): Promise<EventRow> {
  const row = await lockEvent(trx, app.dialect, id);
  if (!row) throw notFound(SERVER_MESSAGE.notFound);
  if (!canEdit(row, editor)) throw forbidden(SERVER_MESSAGE.forbidden);
  if (row.status === 'cancelled') throw conflict(cancelledMessage);
  return row;
}

/**
 * Replaces the ride. Raising the capacity (or removing it) moves waiting riders up at once;
 * lowering it below the riders going takes nobody off: newcomers wait until it frees. With
 * `later`, what the edit changed is changed on the series' later rides too (not started, not
 * cancelled), each keeping its own date.
 */
export async function update(
  app: FastifyInstance,
  editor: AuthUser,
  id: number,
  input: EventInputParsed,
  scope: SeriesScope = 'this',
): Promise<Event> {
  const now = new Date();
  const columns = columnsOf(input);
  const { rows, dropped } = await app.db.transaction().execute(async (trx) => {
    const before = await editable(app, trx, editor, id);
    if (columns.starts_at !== before.starts_at) refuseStartOutOfRange(columns.starts_at, now);
    const picturesBefore = await picturesOfEvent(trx, id);
    await checkPictures(trx, editor, input, picturesBefore);
    await checkRoute(trx, editor, input.routeId, before.route_id);
    const change =
      scope === 'later' ? await changeOf(trx, before, columns, sponsorValues(input)) : null;
    await updateEvent(trx, id, { ...columns, updated_at: now.toISOString() });
    await replaceSponsors(trx, id, sponsorValues(input));
    const after: EventRow = { ...before, ...columns };
    // Only a new start moves the reminder: an edit after it went out sends no second one.
    if (after.starts_at !== before.starts_at) await planReminder(trx, after, now);
    const later = change
      ? await changeLaterRides(app, trx, before, change, now)
      : { promoted: [], picturesBefore: [] };
    // Pictures the edit took off the rides go with them, unless another ride shows them too.
    const unused = await picturesNoRideHolds(trx, [
      ...new Set([...picturesBefore, ...later.picturesBefore]),
    ]);
    await deleteMediaRows(trx, unused);
    return {
      rows: [{ row: after, riders: await fillFreePlaces(trx, after) }, ...later.promoted],
      dropped: unused,
    };
  });
  await removeMediaFiles(app, dropped);
  for (const { row, riders } of rows) notifyPromoted(app, row, riders);
  return one(app.db, editor, id);
}

/**
 * Cancels the ride for good and tells everyone going or waiting; their places stay listed. With
 * `later`, the series' later rides that have not started are cancelled too and the series ends.
 */
export async function cancel(
  app: FastifyInstance,
  editor: AuthUser,
  id: number,
  scope: SeriesScope = 'this',
): Promise<Event> {
  const now = new Date().toISOString();
  const rides = await app.db.transaction().execute(async (trx) => {
    const before = await editable(app, trx, editor, id, EVENT_TEXT.alreadyCancelled);
    await updateEvent(trx, id, { status: 'cancelled', cancelled_at: now, updated_at: now });
    const after: EventRow = { ...before, status: 'cancelled' };
    await planReminder(trx, after);
    const later = scope === 'later' ? await cancelLaterRides(app, trx, before, now) : [];
    return [{ row: after, riders: await everyoneOn(trx, id) }, ...later];
  });
  if (scope === 'later') notifySeriesCancelled(app, editor, rides);
  else notifyCancelled(app, editor, rides[0]!);
  return one(app.db, editor, id);
}

type CancelledRide = { row: EventRow; riders: number[] };

function notifyCancelled(app: FastifyInstance, editor: AuthUser, { row, riders }: CancelledRide) {
  const others = riders.filter((userId) => userId !== editor.id);
  if (others.length === 0) return;
  void app.notify(others, 'rideChange', () => ({
    title: EVENT_TEXT.cancelledTitle(row.name),
    body: EVENT_TEXT.cancelledBody,
    url: `/events/${row.id}`,
    tag: `event-${row.id}`,
  }));
}

/**
 * The rest of a series is off: each rider hears it once, pointed at the first of the cancelled
 * rides they were on, rather than once for every ride of the series they had joined.
 */
function notifySeriesCancelled(app: FastifyInstance, editor: AuthUser, rides: CancelledRide[]) {
  const firstRideOf = new Map<number, EventRow>();
  for (const { row, riders } of rides) {
    for (const userId of riders) {
      const known = firstRideOf.get(userId);
      if (userId !== editor.id && (!known || row.starts_at < known.starts_at))
        firstRideOf.set(userId, row);
    }
  }
  for (const [userId, row] of firstRideOf) {
    void app.notify([userId], 'rideChange', () => ({
      title: EVENT_TEXT.seriesCancelledTitle(row.name),
      body: EVENT_TEXT.seriesCancelledBody,
      url: `/events/${row.id}`,
      tag: `event-series-${row.series_id ?? row.id}`,
    }));
  }
}
