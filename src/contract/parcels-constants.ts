/**
 * parcels without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. parcels.ts re-exports all of it beside the schemas.
 */
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

export const PARCEL_STATUS_LABEL: Record<ParcelStatus, string> = {
  pending: 'Waiting for a rider',
  accepted: 'Rider on the way to pick up',
  picked_up: 'Picked up, on the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

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
export const PARCEL_MOVES: readonly ParcelMove[] = [
  { from: 'pending', action: 'take', to: 'accepted', by: 'any_rider', label: 'Take this parcel' },
  { from: 'pending', action: 'cancel', to: 'cancelled', by: 'merchant', label: 'Cancel parcel' },
  { from: 'accepted', action: 'pick_up', to: 'picked_up', by: 'rider', label: 'Picked up' },
  { from: 'accepted', action: 'cancel', to: 'cancelled', by: 'merchant', label: 'Cancel parcel' },
  {
    from: 'accepted',
    action: 'cancel',
    to: 'pending',
    by: 'rider',
    label: 'Give it up',
    needsReason: true,
  },
  { from: 'picked_up', action: 'deliver', to: 'delivered', by: 'rider', label: 'Delivered' },
  {
    from: 'picked_up',
    action: 'cancel',
    to: 'cancelled',
    by: 'rider',
    label: 'Cannot deliver',
    needsReason: true,
  },
];

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

export const PARCEL_TEXT = {
  title: 'Bike messenger',
  merchantTab: 'Merchant',
  riderTab: 'Rider',
  fillRequired: 'Please fill in all required fields.',
  nameRequired: 'Name the parcel.',
  weightRange: `Give a weight from 1 g to ${PARCEL_LIMITS.weightGramsMax / 1000} kg.`,
  cashRange: 'Give the amount to collect, 0 for none.',
  latitudeRange: 'Latitude is between -90 and 90.',
  longitudeRange: 'Longitude is between -180 and 180.',
  coordinatesTogether: 'Give both latitude and longitude, or neither.',
  windowInvalid: 'Pick a date and a time.',
  windowTogether: 'Give both ends of the pick-up window, or neither.',
  windowOrder: 'The pick-up window ends after it starts.',
  picturesMax: `At most ${PARCEL_LIMITS.picturesMax} pictures.`,
  notYourPicture: 'Pick a picture you uploaded for a parcel.',
  reasonRequired: 'Say why you give this parcel up.',
  tooHeavy: (maxGrams: number) => `The club's riders carry parcels up to ${maxGrams / 1000} kg.`,
  tooFar: (maxKm: number) => `The club's riders carry parcels up to ${maxKm} km.`,
  chargeChanged:
    'The delivery charge has changed since you saw it. Check the new charge and send again.',
  notARider: 'Sign up as a rider to see and take open parcels.',
  riderPending:
    'Your rider account is waiting for a club admin to approve it. Once approved, you can see and take parcels here.',
  giveBacksReached: (until: string) =>
    `You gave back ${PARCEL_LIMITS.giveBacksPerDay} parcels in the last 24 hours. You can take another one from ${until}.`,
  notAskedToRide: 'This member has not asked to carry parcels.',
  ownParcel: 'You cannot take a parcel you sent.',
  alreadyTaken: 'Another rider has already taken this parcel.',
  staleStatus: 'This parcel has moved on since you loaded it. Reload it and try again.',
  moveNotAllowed: (from: ParcelStatus, action: string) =>
    `A parcel that is ${from} cannot be moved by '${action}'.`,
  notYours: 'Only the merchant or the rider who took this parcel may do this.',
  trackingNotFound: 'No parcel has this tracking link.',
  deliveryCharge: 'Delivery charge',
  distance: 'Distance',
  noDistance: 'No map points: the flat charge applies.',
  takenTitle: (name: string) => `A rider took ${name}`,
  pickedUpTitle: (name: string) => `${name} is picked up`,
  deliveredTitle: (name: string) => `${name} is delivered`,
  givenUpTitle: (name: string) => `The rider gave up ${name}`,
  givenUpBody: (reason: string) => `It waits for another rider. Reason: ${reason}`,
  riderCancelledTitle: (name: string) => `${name} could not be delivered`,
  merchantCancelledTitle: (name: string) => `${name} is cancelled`,
  merchantCancelledBody: 'The merchant cancelled this parcel.',
} as const;

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
