/**
 * The contract's schema checks the parcel the form converts to, and its messages are put back
 * on the fields they came from. Apart from form-values.ts, so what keeps a draft does not bring
 * the schemas with it.
 */
import { parcelInputSchema, type ParcelPicture } from '../../../contract/parcels';
import { PARCEL_TEXT } from '../../../contract/parcels-constants';
import { fromClubInput } from '../../lib/dates';
import { fieldOfPath, toParcelInput, type ParcelField, type ParcelFormValues } from './form-values';

function windowError(values: ParcelFormValues): { field: ParcelField; message: string } | null {
  const start = values.windowStart.trim();
  const end = values.windowEnd.trim();
  if (!start && !end) return null;
  if (!start || !end) {
    return { field: start ? 'windowEnd' : 'windowStart', message: PARCEL_TEXT.windowTogether };
  }
  const from = Date.parse(fromClubInput(start));
  const to = Date.parse(fromClubInput(end));
  if (Number.isNaN(from) || Number.isNaN(to) || to > from) return null;
  return { field: 'windowEnd', message: PARCEL_TEXT.windowOrder };
}

/** The contract's verdict on the form, message by field; empty when the parcel may be sent. */
export function parcelFormErrors(
  values: ParcelFormValues,
  pictures: readonly ParcelPicture[] = [],
): Partial<Record<ParcelField, string>> {
  const result = parcelInputSchema.safeParse(toParcelInput(values, pictures, null));
  const errors: Partial<Record<ParcelField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // The schema checks the window only once every other field passes; say it at once.
  const window = windowError(values);
  if (window && !errors[window.field]) errors[window.field] = window.message;
  return errors;
}
