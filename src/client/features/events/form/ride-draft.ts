/**
 * What the ride form keeps as its draft (lib/drafts/): the text, choices and numbers typed, the
 * repeat rule and the scope of an edit. Files are not kept: a picture or route picked since the
 * form opened is left out (the form could not show it again), and the ride's own stay.
 */
import type { EventInput, SeriesScope } from '../../../../contract/events';
import { NO_REPEAT, type RepeatDraft } from '../series/repeat-summary';

/** The form's state beside its fields, kept in the draft too. */
export interface RideFormChoices {
  repeat: RepeatDraft;
  scope: SeriesScope;
}

export const NO_CHOICES: RideFormChoices = { repeat: NO_REPEAT, scope: 'this' };

/** `values` as kept: the files the form opened with, and no picture picked since. */
export function keptRide(values: EventInput, initial: EventInput): EventInput {
  const own = new Set(initial.sponsors?.map((sponsor) => sponsor.pictureId).filter(Boolean));
  return {
    ...values,
    coverPictureId: initial.coverPictureId,
    routeId: initial.routeId,
    sponsors: values.sponsors?.map((sponsor) =>
      sponsor.pictureId && !own.has(sponsor.pictureId) ? { ...sponsor, pictureId: null } : sponsor,
    ),
  };
}

/** Each sponsor row's picture, found by the picture it names among the ride's own. */
export function sponsorPreviews(
  rows: EventInput['sponsors'],
  initial: EventInput,
  previews: (string | null)[],
): (string | null)[] {
  const byPicture = new Map(
    (initial.sponsors ?? []).map((sponsor, index) => [sponsor.pictureId, previews[index] ?? null]),
  );
  return (rows ?? []).map((row) => (row.pictureId ? (byPicture.get(row.pictureId) ?? null) : null));
}
