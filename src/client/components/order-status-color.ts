/**
 * The colour of each order status, the same wherever a line shows it: the buyer's orders, the
 * member dashboard and the shop's back office.
 */
import type { OrderStatus } from '../../contract/orders-constants';

export const STATUS_COLOR: Record<OrderStatus, string> = {
  unconfirmed: 'gray',
  confirmed: 'blue',
  shipped: 'indigo',
  completed: 'teal',
  rejected: 'red',
  cancelled: 'orange',
};
