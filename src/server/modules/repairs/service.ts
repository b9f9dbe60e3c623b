/**
 * Repair bookings at the sponsor bike shop. Any member books; the booker reads their own
 * bookings and may cancel one the shop has not accepted yet; the sponsor side (the seller
 * account named by the club setting sponsorSellerId, admins and developers) reads every
 * booking, sets the ETA and moves it along REPAIR_MOVES. Everyone else gets 404, so a booking's
 * phone and address reach nobody else. The booker is told of each change by push.
 */
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { toPage, type Page } from '../../../contract/paging';
import {
  findRepairMove,
  REPAIR_LIMITS,
  REPAIR_STATUS_LABEL,
  REPAIR_TEXT,
  SDCBIKEWALA_PATH,
  type RepairBooking,
  type RepairBookingInput,
  type RepairEtaInput,
  type RepairMoveInput,
  type RepairScope,
  type RepairSponsor,
  type RepairStatus,
} from '../../../contract/repairs';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { hasRole } from '../../plugins/auth';
import type { AuthUser } from '../../types';
import { memberNamesById } from '../users';
import { readClubSettings } from '../settings';
import {
  findRepair,
  insertRepair,
  listRepairs,
  moveRepair,
  setRepairEta,
  type RepairRow,
} from './repository';
import { CLOSED_STATUSES, toRepairs } from './shapes';
import { dayKeyOf } from '../../../contract/club-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sponsor's seller account, or null when the club has none. */
async function sponsorSellerId(app: FastifyInstance): Promise<number | null> {
  return (await readClubSettings(app.db)).sponsorSellerId;
}

function isSponsorSide(user: AuthUser | null, sponsorId: number | null): boolean {
  if (!user) return false;
  return user.id === sponsorId || hasRole(user, 'ROLE_ADMIN', 'ROLE_DEV');
}

async function readerOf(app: FastifyInstance, user: AuthUser) {
  return { id: user.id, sponsorSide: isSponsorSide(user, await sponsorSellerId(app)) };
}

export async function sponsor(app: FastifyInstance, user: AuthUser | null): Promise<RepairSponsor> {
  const id = await sponsorSellerId(app);
  const name = id === null ? undefined : (await memberNamesById(app.db, [id])).get(id);
  return { sponsor: name ?? null, sponsorSide: isSponsorSide(user, id) };
}

/** A real calendar day from today, on the club's calendar, up to the limit. */
function checkDate(date: string, timeZone: string): void {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw badRequest(REPAIR_TEXT.dateFormat, { date: REPAIR_TEXT.dateFormat });
  }
  const today = new Date(`${dayKeyOf(new Date(), timeZone)}T00:00:00Z`).getTime();
  if (day.getTime() < today) {
    throw badRequest(REPAIR_TEXT.dateInPast, { date: REPAIR_TEXT.dateInPast });
  }
  if (day.getTime() > today + REPAIR_LIMITS.daysAhead * DAY_MS) {
    throw badRequest(REPAIR_TEXT.dateTooFar, { date: REPAIR_TEXT.dateTooFar });
  }
}

export async function book(
  app: FastifyInstance,
  member: AuthUser,
  input: Required<RepairBookingInput>,
): Promise<RepairBooking> {
  const shopId = await sponsorSellerId(app);
  if (shopId === null) throw notFound(REPAIR_TEXT.noSponsor);
  checkDate(input.date, (await readClubSettings(app.db)).timeZone);
  const now = new Date().toISOString();
  const id = await insertRepair(app.db, {
    booker_id: member.id,
    name: input.name,
    phone: input.phone,
    address: input.address,
    date: input.date,
    time: input.time,
    issue: input.issue,
    status: 'requested',
    eta: null,
    created_at: now,
    updated_at: now,
  });
  if (shopId !== member.id) {
    void app.notify([shopId], 'repairs', () => ({
      title: `Repair booking: ${input.date} ${input.time}`,
      body: input.issue.slice(0, 120),
      url: SDCBIKEWALA_PATH,
      tag: `repair-${id}`,
    }));
  }
  return one(app, member, id);
}

export async function list(
  app: FastifyInstance,
  user: AuthUser,
  scope: RepairScope,
  status: RepairStatus | undefined,
  page: number,
  size: number,
): Promise<Page<RepairBooking>> {
  const reader = await readerOf(app, user);
  if (scope === 'shop' && !reader.sponsorSide) throw forbidden(SERVER_MESSAGE.forbidden);
  const filter = scope === 'shop' ? { status } : { bookerId: user.id, status };
  const { rows, total } = await listRepairs(app.db, filter, page, size);
  return toPage(await toRepairs(app.db, rows, reader), total, page, size);
}

/** The booking, if the reader may see it: 404 for everyone else. */
async function visible(app: FastifyInstance, user: AuthUser, id: number) {
  const reader = await readerOf(app, user);
  const row = await findRepair(app.db, id);
  if (!row || (row.booker_id !== user.id && !reader.sponsorSide)) {
    throw notFound(SERVER_MESSAGE.notFound);
  }
  return { reader, row };
}

export async function one(app: FastifyInstance, user: AuthUser, id: number) {
  const { reader, row } = await visible(app, user, id);
  return (await toRepairs(app.db, [row], reader))[0]!;
}

function tellBooker(app: FastifyInstance, row: RepairRow, actor: AuthUser, title: string) {
  if (row.booker_id === actor.id) return;
  // After the write, and not awaited: the shop's reply must not wait on push services.
  void app.notify([row.booker_id], 'repairs', () => ({
    title,
    body: `${row.date} ${row.time}: ${row.issue.slice(0, 100)}`,
    url: SDCBIKEWALA_PATH,
    tag: `repair-${row.id}`,
  }));
}

export async function move(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  request: RepairMoveInput,
): Promise<RepairBooking> {
  const { reader, row } = await visible(app, user, id);
  const made = findRepairMove(request.currentStatus, request.to);
  const allowed =
    made &&
    ((made.by === 'sponsor' && reader.sponsorSide) ||
      (made.by === 'booker' && row.booker_id === user.id));
  if (!allowed) throw forbidden(REPAIR_TEXT.notAllowed);
  if (row.status !== request.currentStatus) throw conflict(REPAIR_TEXT.staleStatus);
  const now = new Date().toISOString();
  if (!(await moveRepair(app.db, id, made.from, made.to, now))) {
    throw conflict(REPAIR_TEXT.staleStatus);
  }
  tellBooker(app, row, user, REPAIR_TEXT.statusPushTitle(made.to));
  return one(app, user, id);
}

export async function setEta(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: RepairEtaInput,
): Promise<RepairBooking> {
  const { reader, row } = await visible(app, user, id);
  if (!reader.sponsorSide) throw forbidden(REPAIR_TEXT.notAllowed);
  if (CLOSED_STATUSES.includes(row.status as RepairStatus)) {
    throw conflict(REPAIR_TEXT.closed);
  }
  const eta = input.eta === null ? null : new Date(input.eta).toISOString();
  await setRepairEta(app.db, id, eta, new Date().toISOString());
  if (eta !== null) {
    tellBooker(
      app,
      row,
      user,
      `${REPAIR_TEXT.etaPushTitle} (${REPAIR_STATUS_LABEL[row.status as RepairStatus]})`,
    );
  }
  return one(app, user, id);
}
