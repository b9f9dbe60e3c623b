/**
 * repairs without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. repairs.ts re-exports all of it beside the schemas.
 */
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

export const REPAIR_STATUS_LABEL: Record<RepairStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  in_repair: 'In repair',
  ready: 'Ready to collect',
  collected: 'Collected',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** Who makes a move: the shop's side, or the member who booked (their own booking only). */
export type RepairMover = 'sponsor' | 'booker';

export interface RepairMove {
  from: RepairStatus;
  to: RepairStatus;
  by: RepairMover;
  label: string;
}

export const REPAIR_MOVES: readonly RepairMove[] = [
  { from: 'requested', to: 'accepted', by: 'sponsor', label: 'Accept' },
  { from: 'requested', to: 'declined', by: 'sponsor', label: 'Decline' },
  { from: 'requested', to: 'cancelled', by: 'booker', label: 'Cancel booking' },
  { from: 'accepted', to: 'in_repair', by: 'sponsor', label: 'Start repair' },
  { from: 'accepted', to: 'cancelled', by: 'sponsor', label: 'Cancel' },
  { from: 'in_repair', to: 'ready', by: 'sponsor', label: 'Ready to collect' },
  { from: 'in_repair', to: 'cancelled', by: 'sponsor', label: 'Cancel' },
  { from: 'ready', to: 'collected', by: 'sponsor', label: 'Collected' },
];

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

export const REPAIR_TEXT = {
  phoneFormat: 'Give a phone number of digits, optionally starting with +.',
  dateFormat: 'Pick a date.',
  timeFormat: 'Pick a time.',
  dateInPast: 'Pick today or a later day.',
  dateTooFar: `Pick a day within ${REPAIR_LIMITS.daysAhead} days.`,
  noSponsor: 'The club has no sponsor shop yet.',
  notYours: 'Only the member who booked this repair or the sponsor shop may see it.',
  notAllowed: 'This move is not yours to make.',
  staleStatus: 'The booking has moved on since you loaded it. Reload and try again.',
  closed: 'This booking is closed.',
  statusPushTitle: (status: RepairStatus) => `Your repair: ${REPAIR_STATUS_LABEL[status]}`,
  etaPushTitle: 'Your repair has a ready time',
} as const;

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
