/**
 * Which move buttons a parcel shows: the contract's moves from its current status for the part
 * the reader plays, and of those only the ones the server says this reader may make now.
 */
import type { OpenParcel, Parcel } from '../../../contract/parcels';
import { parcelMovesFor, type ParcelMove } from '../../../contract/parcels-constants';

/** The merchant's and holding rider's shape carries `view`; the open shape does not. */
export function isFullParcel(parcel: Parcel | OpenParcel): parcel is Parcel {
  return 'view' in parcel;
}

export function movesToShow(parcel: Parcel | OpenParcel): ParcelMove[] {
  if (!isFullParcel(parcel)) {
    return parcel.status === 'pending' ? parcelMovesFor('pending', 'any_rider') : [];
  }
  return parcelMovesFor(parcel.status, parcel.view).filter((move) =>
    parcel.actions.includes(move.action),
  );
}
