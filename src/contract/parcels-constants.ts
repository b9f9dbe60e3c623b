/**
 * parcels without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. parcels.ts re-exports all of it beside the schemas.
 */
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const PARCEL_LIMITS = {
  nameMaxLength: 100,
  descriptionMaxLength: 1000,
  /** What a rider carries on a bike. */
  weightGramsMax: 30_000,
  /** 100,000.00 in the club's currency. */
  cashOnDeliveryMax: 10_000_000,
  addressMaxLength: 300,
  instructionsMaxLength: 500,
  receiverNameMaxLength: 80,
  picturesMax: 5,
  reasonMaxLength: 300,
  listDefaultSize: 20,
  /**
   * Parcels a rider may give back (before pick-up) in 24 hours and still take another: taking a
   * parcel shows its receiver's details, so take-and-give-back must not become a way to read
   * them all.
   */
  giveBacksPerDay: 3,
} as const;

/** The widths the server makes of a parcel picture, for srcset. */
export const PARCEL_PICTURE_WIDTHS = [320, 640, 1280] as const;

export const PARCEL_STATUSES = [
  'pending',
  'accepted',
  'picked_up',
  'delivered',
  'cancelled',
] as const;

export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export const PARCEL_STATUS_LABEL: Readonly<Record<ParcelStatus, string>> = defineTexts({
  pending: /*i18n*/ { id: 'Waiting for a rider' },
  accepted: /*i18n*/ { id: 'Rider on the way to pick up' },
  picked_up: /*i18n*/ { id: 'Picked up, on the way' },
  delivered: /*i18n*/ { id: 'Delivered' },
  cancelled: /*i18n*/ { id: 'Cancelled' },
});

/** A parcel in these statuses moves no more. */
export const PARCEL_FINAL_STATUSES: readonly ParcelStatus[] = ['delivered', 'cancelled'];

export const PARCEL_ACTIONS = ['take', 'pick_up', 'deliver', 'cancel'] as const;

export type ParcelAction = (typeof PARCEL_ACTIONS)[number];

/**
 * Who makes a move: the parcel's merchant, the rider who took it, or (to take it) any member
 * who opted in as a rider, the merchant excepted.
 */
export const PARCEL_ACTORS = ['merchant', 'rider', 'any_rider'] as const;

export type ParcelActor = (typeof PARCEL_ACTORS)[number];

export interface ParcelMove {
  from: ParcelStatus;
  action: ParcelAction;
  to: ParcelStatus;
  by: ParcelActor;
  /** The button's text. */
  label: string;
  /** The move needs a reason (the rider giving a parcel up). */
  needsReason?: boolean;
}

/** Every move there is. Same status and action, a different actor: a different outcome. */
export const PARCEL_MOVES: readonly ParcelMove[] = defineTexts([
  {
    from: 'pending',
    action: 'take',
    to: 'accepted',
    by: 'any_rider',
    label: /*i18n*/ { id: 'Take this parcel' },
  },
  {
    from: 'pending',
    action: 'cancel',
    to: 'cancelled',
    by: 'merchant',
    label: /*i18n*/ { id: 'Cancel parcel' },
  },
  {
    from: 'accepted',
    action: 'pick_up',
    to: 'picked_up',
    by: 'rider',
    label: /*i18n*/ { id: 'Picked up' },
  },
  {
    from: 'accepted',
    action: 'cancel',
    to: 'cancelled',
    by: 'merchant',
    label: /*i18n*/ { id: 'Cancel parcel' },
  },
  {
    from: 'accepted',
    action: 'cancel',
    to: 'pending',
    by: 'rider',
    label: /*i18n*/ { id: 'Give it up' },
    needsReason: true,
  },
  {
    from: 'picked_up',
    action: 'deliver',
    to: 'delivered',
    by: 'rider',
    label: /*i18n*/ { id: 'Delivered' },
  },
  {
    from: 'picked_up',
    action: 'cancel',
    to: 'cancelled',
    by: 'rider',
    label: /*i18n*/ { id: 'Cannot deliver' },
    needsReason: true,
  },
] as const);

export function findParcelMove(
  from: ParcelStatus,
  action: ParcelAction,
  by: ParcelActor,
): ParcelMove | undefined {
  return PARCEL_MOVES.find(
    (move) => move.from === from && move.action === action && move.by === by,
  );
}

/** The moves a reader in this part may make from this status, for the screen's buttons. */
export function parcelMovesFor(status: ParcelStatus, by: ParcelActor): ParcelMove[] {
  return PARCEL_MOVES.filter((move) => move.from === status && move.by === by);
}

/** The parcel schemas' messages (parcels.ts), English when the schemas are built. */
export const PARCEL_VALIDATION = englishTexts({
  fillRequired: /*i18n*/ { id: 'Please fill in all required fields.' },
  nameRequired: /*i18n*/ { id: 'Name the parcel.' },
  /** PARCEL_LIMITS.weightGramsMax. */
  weightRange: /*i18n*/ { id: 'Give a weight from 1 g to 30 kg.' },
  cashRange: /*i18n*/ { id: 'Give the amount to collect, 0 for none.' },
  latitudeRange: /*i18n*/ { id: 'Latitude is between -90 and 90.' },
  longitudeRange: /*i18n*/ { id: 'Longitude is between -180 and 180.' },
  coordinatesTogether: /*i18n*/ { id: 'Give both latitude and longitude, or neither.' },
  windowInvalid: /*i18n*/ { id: 'Pick a date and a time.' },
  windowTogether: /*i18n*/ { id: 'Give both ends of the pick-up window, or neither.' },
  windowOrder: /*i18n*/ { id: 'The pick-up window ends after it starts.' },
  /** PARCEL_LIMITS.picturesMax. */
  picturesMax: /*i18n*/ { id: 'At most 5 pictures.' },
  notYourPicture: /*i18n*/ { id: 'Pick a picture you uploaded for a parcel.' },
});

export const PARCEL_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Bike messenger' },
  merchantTab: /*i18n*/ { id: 'Merchant' },
  riderTab: /*i18n*/ { id: 'Rider' },
  windowTogether: /*i18n*/ { id: 'Give both ends of the pick-up window, or neither.' },
  windowOrder: /*i18n*/ { id: 'The pick-up window ends after it starts.' },
  notYourPicture: /*i18n*/ { id: 'Pick a picture you uploaded for a parcel.' },
  reasonRequired: /*i18n*/ { id: 'Say why you give this parcel up.' },
  tooHeavy: (maxGrams: number) =>
    t(/*i18n*/ { id: "The club's riders carry parcels up to {max} kg." }, { max: maxGrams / 1000 }),
  tooFar: (maxKm: number) =>
    t(/*i18n*/ { id: "The club's riders carry parcels up to {maxKm} km." }, { maxKm }),
  chargeChanged: /*i18n*/ {
    id: 'The delivery charge has changed since you saw it. Check the new charge and send again.',
  },
  notARider: /*i18n*/ { id: 'Sign up as a rider to see and take open parcels.' },
  riderPending: /*i18n*/ {
    id: 'Your rider account is waiting for a club admin to approve it. Once approved, you can see and take parcels here.',
  },
  giveBacksReached: (until: string) =>
    t(
      /*i18n*/ {
        id: 'You gave back {count} parcels in the last 24 hours. You can take another one from {until}.',
      },
      { count: PARCEL_LIMITS.giveBacksPerDay, until },
    ),
  notAskedToRide: /*i18n*/ { id: 'This member has not asked to carry parcels.' },
  ownParcel: /*i18n*/ { id: 'You cannot take a parcel you sent.' },
  alreadyTaken: /*i18n*/ { id: 'Another rider has already taken this parcel.' },
  staleStatus: /*i18n*/ {
    id: 'This parcel has moved on since you loaded it. Reload it and try again.',
  },
  moveNotAllowed: (from: ParcelStatus, action: string) =>
    t(
      /*i18n*/ { id: "A parcel that is {from} cannot be moved by ''{action}''." },
      { from, action },
    ),
  notYours: /*i18n*/ { id: 'Only the merchant or the rider who took this parcel may do this.' },
  trackingNotFound: /*i18n*/ { id: 'No parcel has this tracking link.' },
  deliveryCharge: /*i18n*/ { id: 'Delivery charge' },
  distance: /*i18n*/ { id: 'Distance' },
  noDistance: /*i18n*/ { id: 'No map points: the flat charge applies.' },
  takenTitle: (name: string) => t(/*i18n*/ { id: 'A rider took {name}' }, { name }),
  pickedUpTitle: (name: string) => t(/*i18n*/ { id: '{name} is picked up' }, { name }),
  deliveredTitle: (name: string) => t(/*i18n*/ { id: '{name} is delivered' }, { name }),
  givenUpTitle: (name: string) => t(/*i18n*/ { id: 'The rider gave up {name}' }, { name }),
  givenUpBody: (reason: string) =>
    t(/*i18n*/ { id: 'It waits for another rider. Reason: {reason}' }, { reason }),
  riderCancelledTitle: (name: string) =>
    t(/*i18n*/ { id: '{name} could not be delivered' }, { name }),
  merchantCancelledTitle: (name: string) => t(/*i18n*/ { id: '{name} is cancelled' }, { name }),
  merchantCancelledBody: /*i18n*/ { id: 'The merchant cancelled this parcel.' },
} as const);

export const PARCEL_ERROR_CODE = { chargeChanged: 'CHARGE_CHANGED' } as const;

/** The part the reader plays: what decides what they see and may do. */
export const PARCEL_VIEWS = ['merchant', 'rider'] as const;

export type ParcelView = (typeof PARCEL_VIEWS)[number];

/** Paths under /api. */
export const PARCEL_PATHS = {
  /** POST a parcel; GET the merchant's own, newest first. */
  list: '/parcel',
  quote: '/parcel/quote',
  /** POST multipart field "image": a parcel picture. */
  picture: '/parcel/picture',
  /** GET parcels waiting for a rider (opted-in riders). */
  open: '/parcel/open',
  /** GET the parcels the signed-in rider took, newest first. */
  riding: '/parcel/riding',
  /** GET and PUT the member's rider opt-in. */
  rider: '/parcel/rider',
  /** GET the members who asked to ride (admins), `?status=pending|approved`. */
  riders: '/parcel/riders',
  /** PUT `{approved}`: an admin approves a rider or withdraws the approval. */
  riderApproval: (userId: number | string) => `/parcel/riders/${userId}/approval`,
  one: (id: number | string) => `/parcel/${id}`,
  take: (id: number | string) => `/parcel/${id}/take`,
  move: (id: number | string) => `/parcel/${id}/move`,
  history: (id: number | string) => `/parcel/${id}/history`,
  /** The receiver's tracking: the token is the only key. */
  track: (token: string) => `/parcel/track/${token}`,
} as const;

/** Where the screens show a parcel; push notices link here. */
export const parcelScreenPath = (id: number | string) => `/bikeMessenger/parcels/${id}`;

/** The receiver's tracking page in the app. */
export const parcelTrackingScreenPath = (token: string) => `/bikeMessenger/track/${token}`;

/** The history's entry for a rider shown the receiver's details (no move of the parcel). */
export const RECEIVER_VIEW_ACTION = 'view_receiver';
