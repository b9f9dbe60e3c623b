/**
 * The choices a ride is described and filtered by: its pace, its kind and its distance band.
 * A file of their own, with nothing else: the rides screen's address reads them with its first
 * render, which must not bring the rest of the rides' constants and texts along.
 */
export const EVENT_PACES = ['easy', 'moderate', 'fast'] as const;

export type EventPace = (typeof EVENT_PACES)[number];

/** What sort of ride it is; rides planned before kinds existed are road rides. */
export const RIDE_KINDS = ['road', 'gravel', 'mtb', 'social', 'training'] as const;

export type RideKind = (typeof RIDE_KINDS)[number];

/**
 * Distance bands a rider filters by. Each takes rides longer than `aboveKm` and at most
 * `upToKm`; a ride with no distance (none given, no route) falls in none of them.
 */
export const DISTANCE_BANDS = ['upTo30', '30to60', '60to100', 'over100'] as const;

export type DistanceBand = (typeof DISTANCE_BANDS)[number];
