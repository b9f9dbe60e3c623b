/** A pre-order's status as a coloured badge: unpaid, paid or cancelled. */
import { Badge } from '@mantine/core';
import {
  PRE_ORDER_STATUS_LABEL,
  type PreOrderStatus,
} from '../../../contract/merchandise-constants';

const COLOR: Record<PreOrderStatus, string> = {
  unpaid: 'orange',
  paid: 'green',
  cancelled: 'gray',
};

export function PreOrderStatusBadge({ status }: { status: PreOrderStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light">
      {PRE_ORDER_STATUS_LABEL[status]}
    </Badge>
  );
}
