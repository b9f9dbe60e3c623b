/**
 * The developer's and the admin's Orders tab: every order line of every seller, by status, a page at a time,
 * with the seller's own line cards (product and customer links, the §4 moves, history and
 * invoice). The server lets developers move any line.
 */
import { useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../contract/orders';
import { shopLinesQuery } from './api';
import { OrderLinesByStatus } from './seller-orders';

const useShopLines = (status: OrderStatus | null, page: number) =>
  useQuery(shopLinesQuery(status, page));

export function ShopOrders({ status = null }: { status?: OrderStatus | null }) {
  return <OrderLinesByStatus useLines={useShopLines} initialStatus={status} />;
}
