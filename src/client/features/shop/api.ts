/**
 * Shop calls: the club's currency and charges (/api/settings), the catalogue (/api/product),
 * a product's reviews, the checkout's quote and confirmation, and the buyer's orders. Keys
 * start with 'shop'; offline, what was seen comes back from the service worker's copies of
 * these GETs.
 */
import { PAGE_PART } from '../../lib/page-part';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../contract/constants';
import { IDEMPOTENCY_HEADER } from '../../../contract/idempotency';
import { CONTRACT_VERSION_HEADER, currentVersionOf } from '../../../contract/write-versions';
import type { Page } from '../../../contract/paging';
import { ORDER_PATHS } from '../../../contract/orders-constants';
import type {
  Order,
  OrderConfirm,
  OrderLine,
  OrderQuote,
  OrderQuoteRequest,
  OrderStatusReply,
} from '../../../contract/orders';
import type { Product } from '../../../contract/products';
import { PRODUCT_PATHS, type ProductCategory } from '../../../contract/products-constants';
import type { Review } from '../../../contract/shop-reviews';
import { api } from '../../lib/api-client';
import { publicSettingsKey } from '../../lib/club-settings';
import { SELLER_PATHS } from '../../../contract/seller-constants';
import type { SellerShop } from '../../../contract/seller';

export interface CatalogueSearch {
  q: string;
  category: ProductCategory | null;
  /** 0-based. */
  page: number;
}

export const shopKeys = {
  settings: publicSettingsKey,
  catalogue: (search: CatalogueSearch) => ['shop', 'catalogue', search] as const,
  product: (id: number) => ['shop', 'product', id] as const,
  reviews: (id: number) => ['shop', 'reviews', id] as const,
  quote: (request: OrderQuoteRequest) => ['shop', 'quote', request] as const,
  orders: ['shop', 'orders'] as const,
  ordersPage: (page: number) => ['shop', 'orders', 'page', page] as const,
  order: (id: number) => ['shop', 'orders', 'one', id] as const,
  seller: (sellerId: number) => ['shop', 'seller', sellerId] as const,
};

/** What buyers see of a seller beside their products: business, policies, delivery. */
/** Read after the product page is drawn, so a page part: without it the card shows the name. */
export function sellerShopQuery(sellerId: number) {
  return queryOptions({
    queryKey: shopKeys.seller(sellerId),
    queryFn: ({ signal }) => api<SellerShop>(SELLER_PATHS.shop(sellerId), { signal }),
    staleTime: 5 * 60_000,
    meta: PAGE_PART,
  });
}

export { settingsQuery } from '../../lib/club-settings';

/** The request of a catalogue search; its URL also names the reply's offline copy. */
export function catalogueRequest(search: CatalogueSearch) {
  return {
    path: search.q ? PRODUCT_PATHS.search(search.q) : PRODUCT_PATHS.list,
    query: {
      page: search.page,
      size: PAGE_SIZE.products,
      category: search.category ?? undefined,
    },
  };
}

export function catalogueQuery(search: CatalogueSearch) {
  return queryOptions({
    queryKey: shopKeys.catalogue(search),
    queryFn: async ({ signal }) => {
      const { path, query } = catalogueRequest(search);
      return api<Page<Product>>(path, { query, signal });
    },
    // Typing in the search or turning a page keeps the cards in place until the next arrive.
    placeholderData: keepPreviousData,
  });
}

export function productQuery(id: number) {
  return queryOptions({
    queryKey: shopKeys.product(id),
    queryFn: ({ signal }) => api<Product>(PRODUCT_PATHS.one(id), { signal }),
  });
}

export function reviewsQuery(id: number) {
  return queryOptions({
    queryKey: shopKeys.reviews(id),
    meta: PAGE_PART,
    queryFn: ({ signal }) => api<Page<Review>>(PRODUCT_PATHS.reviews(id), { signal }),
  });
}

export function quoteQuery(request: OrderQuoteRequest) {
  return queryOptions({
    queryKey: shopKeys.quote(request),
    queryFn: ({ signal }) =>
      api<OrderQuote>(ORDER_PATHS.quote, { method: 'POST', body: request, signal }),
    // Prices and stock move; the figures shown are always the server's latest.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Places the order; the reply is its number, as text (§7). */
export function confirmOrder(order: OrderConfirm, idempotencyKey: string): Promise<string> {
  return api<string>(ORDER_PATHS.confirm, {
    method: 'POST',
    body: order,
    headers: {
      [IDEMPOTENCY_HEADER]: idempotencyKey,
      [CONTRACT_VERSION_HEADER]: String(currentVersionOf('order.confirm')),
    },
  }).then((reply) => String(reply).trim());
}

/** The member's orders; asked again whenever they come back to the tab, as sellers move them. */
export function myOrdersQuery(page: number) {
  return queryOptions({
    queryKey: shopKeys.ordersPage(page),
    queryFn: ({ signal }) =>
      api<Page<Order>>(ORDER_PATHS.list, {
        query: { page, size: PAGE_SIZE.orders },
        signal,
      }),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: shopKeys.order(id),
    queryFn: ({ signal }) => api<Order>(ORDER_PATHS.one(id), { signal }),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The buyer calls off a line of their order before it ships (ORDER_MOVES' buyer moves). Moved
 * or refused as stale, the orders are asked again: either way they show the stored status.
 */
export function useCancelLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: Pick<OrderLine, 'id' | 'status'>) =>
      api<OrderStatusReply>(ORDER_PATHS.updateStatus, {
        method: 'POST',
        body: { id: line.id, currentStatus: line.status, continuation: 'cancel' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.orders }),
  });
}
