/**
 * repairs without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. repairs.ts re-exports all of it beside the schemas.
 */
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const REPAIR_STATUSES = [
  'requested',
  'accepted',
  'in_repair',
  'ready',
  'collected',
  'declined',
  'cancelled',
] as const;

export type RepairStatus = (typeof REPAIR_STATUSES)[number];

export const REPAIR_STATUS_LABEL: Readonly<Record<RepairStatus, string>> = defineTexts({
  requested: /*i18n*/ { id: 'Requested' },
  accepted: /*i18n*/ { id: 'Accepted' },
  in_repair: /*i18n*/ { id: 'In repair' },
  ready: /*i18n*/ { id: 'Ready to collect' },
  collected: /*i18n*/ { id: 'Collected' },
  declined: /*i18n*/ { id: 'Declined' },
  cancelled: /*i18n*/ { id: 'Cancelled' },
});

/** Who makes a move: the shop's side, or the member who booked (their own booking only). */
export type RepairMover = 'sponsor' | 'booker';

export interface RepairMove {
  from: RepairStatus;
  to: RepairStatus;
  by: RepairMover;
  label: string;
}

export const REPAIR_MOVES: readonly RepairMove[] = defineTexts([
  { from: 'requested', to: 'accepted', by: 'sponsor', label: /*i18n*/ { id: 'Accept' } },
  { from: 'requested', to: 'declined', by: 'sponsor', label: /*i18n*/ { id: 'Decline' } },
  { from: 'requested', to: 'cancelled', by: 'booker', label: /*i18n*/ { id: 'Cancel booking' } },
  { from: 'accepted', to: 'in_repair', by: 'sponsor', label: /*i18n*/ { id: 'Start repair' } },
  { from: 'accepted', to: 'cancelled', by: 'sponsor', label: /*i18n*/ { id: 'Cancel' } },
  { from: 'in_repair', to: 'ready', by: 'sponsor', label: /*i18n*/ { id: 'Ready to collect' } },
  { from: 'in_repair', to: 'cancelled', by: 'sponsor', label: /*i18n*/ { id: 'Cancel' } },
  { from: 'ready', to: 'collected', by: 'sponsor', label: /*i18n*/ { id: 'Collected' } },
] as const);

export function findRepairMove(from: RepairStatus, to: RepairStatus): RepairMove | undefined {
  return REPAIR_MOVES.find((move) => move.from === from && move.to === to);
}

/** The moves a reader may make now: the sponsor side's, or the booker's on their own booking. */
export function repairMovesFor(
  status: RepairStatus,
  reader: { sponsorSide: boolean; booker: boolean },
): RepairMove[] {
  return REPAIR_MOVES.filter(
    (move) =>
      move.from === status &&
      ((move.by === 'sponsor' && reader.sponsorSide) || (move.by === 'booker' && reader.booker)),
  );
}

export const REPAIR_LIMITS = {
  nameMaxLength: 80,
  phoneMaxLength: 20,
  addressMaxLength: 300,
  issueMaxLength: 2000,
  /** How far ahead a repair may be booked. */
  daysAhead: 90,
} as const;

/** The repair schemas' messages (repairs.ts), English when the schemas are built. */
export const REPAIR_VALIDATION = englishTexts({
  phoneFormat: /*i18n*/ { id: 'Give a phone number of digits, optionally starting with +.' },
  dateFormat: /*i18n*/ { id: 'Pick a date.' },
  timeFormat: /*i18n*/ { id: 'Pick a time.' },
});

export const REPAIR_TEXT = defineTexts({
  dateFormat: /*i18n*/ { id: 'Pick a date.' },
  dateInPast: /*i18n*/ { id: 'Pick today or a later day.' },
  get dateTooFar() {
    return t(/*i18n*/ { id: 'Pick a day within {days} days.' }, { days: REPAIR_LIMITS.daysAhead });
  },
  noSponsor: /*i18n*/ { id: 'The club has no sponsor shop yet.' },
  notYours: /*i18n*/ {
    id: 'Only the member who booked this repair or the sponsor shop may see it.',
  },
  notAllowed: /*i18n*/ { id: 'This move is not yours to make.' },
  staleStatus: /*i18n*/ {
    id: 'The booking has moved on since you loaded it. Reload and try again.',
  },
  closed: /*i18n*/ { id: 'This booking is closed.' },
  statusPushTitle: (status: RepairStatus) =>
    t(/*i18n*/ { id: 'Your repair: {status}' }, { status: REPAIR_STATUS_LABEL[status] }),
  etaPushTitle: /*i18n*/ { id: 'Your repair has a ready time' },
} as const);

export const REPAIR_SCOPES = ['mine', 'shop'] as const;

export type RepairScope = (typeof REPAIR_SCOPES)[number];

export const REPAIR_PATHS = {
  list: '/repair',
  sponsor: '/repair/sponsor',
  one: (id: number | string) => `/repair/${id}`,
  status: (id: number | string) => `/repair/${id}/status`,
  eta: (id: number | string) => `/repair/${id}/eta`,
} as const;

/** Where the screens show the repair bookings. */
export const SDCBIKEWALA_PATH = '/sdcbikewala';
