/** A parcel's status in the contract's words, coloured by how far it has come. */
import { Badge } from '@mantine/core';
import { PARCEL_STATUS_LABEL, type ParcelStatus } from '../../../contract/parcels-constants';

const COLOR: Record<ParcelStatus, string> = {
  pending: 'gray',
  accepted: 'blue',
  picked_up: 'orange',
  delivered: 'teal',
  cancelled: 'red',
};

export function StatusBadge({ status }: { status: ParcelStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light" tt="none" data-testid="parcel-status">
      {PARCEL_STATUS_LABEL[status]}
    </Badge>
  );
}
