/**
 * The shop's back office's calls: a seller's order lines by status and the moves of §4 (and
 * every seller's lines, for the developer and the admin), their products (the seller's search,
 * create and update with pictures), the reviews of their products with the replies, and their
 * rating summary. Keys start with 'seller'; a write invalidates only the
 * keys it changed.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../contract/constants';
import type { Page } from '../../../../contract/paging';
import type {
  LineToShip,
  Order,
  OrderLine,
  OrderStatus,
  OrderStatusReply,
  OrderStatusUpdate,
} from '../../../../contract/orders';
import { ORDER_PATHS } from '../../../../contract/orders-constants';
import type { Product, ProductInput, ProductPicture } from '../../../../contract/products';
import { PRODUCT_PATHS } from '../../../../contract/products-constants';
import type { RatingSummary, Review } from '../../../../contract/shop-reviews';
import { REVIEW_PATHS } from '../../../../contract/shop-reviews-constants';
import type {
  SellerInsights,
  SellerPayouts,
  SellerProfile,
  SellerProfileInput,
} from '../../../../contract/seller';
import { SELLER_PATHS } from '../../../../contract/seller-constants';
import { api } from '../../../lib/api-client';
import { parsedBy, uploadWithProgress } from '../../../lib/upload-with-progress';
import { shopKeys } from '../../shop/api';

export const sellerKeys = {
  all: ['seller'] as const,
  lines: ['seller', 'lines'] as const,
  linesPage: (status: OrderStatus | null, page: number) =>
    ['seller', 'lines', status ?? 'all', page] as const,
  allLines: ['seller', 'lines', 'every'] as const,
  /*
   * The whole shop's lines (the developer's and the admin's Orders tabs, the developer's
   * figures) sit under the seller's lines key: the move buttons (useMoveLine) refresh that key,
   * so a move made there refreshes these lists too.
   */
  shopLinesPage: (status: OrderStatus | null, page: number) =>
    ['seller', 'lines', 'shop', status ?? 'all', page] as const,
  everyShopLine: ['seller', 'lines', 'shop', 'every'] as const,
  order: (id: number) => ['seller', 'order', id] as const,
  products: ['seller', 'products'] as const,
  productsPage: (text: string, page: number, sellerId: number) =>
    ['seller', 'products', sellerId, text, page] as const,
  reviews: ['seller', 'reviews'] as const,
  summary: (sellerId: number) => ['seller', 'summary', sellerId] as const,
};

export function sellerLinesQuery(status: OrderStatus | null, page: number) {
  return queryOptions({
    queryKey: sellerKeys.linesPage(status, page),
    queryFn: ({ signal }) =>
      api<Page<LineToShip>>(ORDER_PATHS.seller, {
        query: { page, size: PAGE_SIZE.orders, status: status ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every line of the seller, page by page at the largest size, for the figures. */
export const allSellerLinesQuery = queryOptions({
  queryKey: sellerKeys.allLines,
  queryFn: async ({ signal }) => {
    const lines: OrderLine[] = [];
    for (let page = 0; ; page++) {
      const reply = await api<Page<OrderLine>>(ORDER_PATHS.seller, {
        query: { page, size: PAGE_SIZE.max },
        signal,
      });
      lines.push(...reply.content);
      if (reply.last || reply.content.length === 0) return lines;
    }
  },
});

/** Every order line of every seller, by status, a page at a time. */
export function shopLinesQuery(status: OrderStatus | null, page: number) {
  return queryOptions({
    queryKey: sellerKeys.shopLinesPage(status, page),
    queryFn: ({ signal }) =>
      api<Page<LineToShip>>(ORDER_PATHS.lines, {
        query: { page, size: PAGE_SIZE.orders, status: status ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every line of every seller, page by page at the largest size, for the shop's figures. */
export const everyShopLineQuery = queryOptions({
  queryKey: sellerKeys.everyShopLine,
  queryFn: async ({ signal }) => {
    const lines: LineToShip[] = [];
    for (let page = 0; ; page++) {
      const reply = await api<Page<LineToShip>>(ORDER_PATHS.lines, {
        query: { page, size: PAGE_SIZE.max },
        signal,
      });
      lines.push(...reply.content);
      if (reply.last || reply.content.length === 0) return lines;
    }
  },
});

/** The order a line belongs to: the server shows a seller only their own lines of it. */
export function sellerOrderQuery(id: number) {
  return queryOptions({
    queryKey: sellerKeys.order(id),
    queryFn: ({ signal }) => api<Order>(ORDER_PATHS.one(id), { signal }),
    staleTime: 60_000,
  });
}

export function useMoveLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: OrderStatusUpdate) =>
      api<OrderStatusReply>(ORDER_PATHS.updateStatus, { method: 'POST', body: update }),
    // Moved or refused as stale, the list is asked again: either way it shows the stored status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.lines }),
  });
}

/**
 * The seller's products: GET /product?sellerId without a search text, the seller's own search
 * (/product/sellerSearch/{text}) with one.
 */
export function sellerProductsQuery(sellerId: number, text: string, page: number) {
  return queryOptions({
    queryKey: sellerKeys.productsPage(text, page, sellerId),
    queryFn: ({ signal }) =>
      text
        ? api<Page<Product>>(PRODUCT_PATHS.sellerSearch(text), {
            query: { page, size: PAGE_SIZE.products },
            signal,
          })
        : api<Page<Product>>(PRODUCT_PATHS.list, {
            query: { page, size: PAGE_SIZE.products, sellerId },
            signal,
          }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProductInput }) =>
      id === null
        ? api<Product>(PRODUCT_PATHS.list, { method: 'POST', body: input })
        : api<Product>(PRODUCT_PATHS.one(id), { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.products }),
  });
}

export function uploadProductPicture(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return uploadWithProgress<ProductPicture>(
    PRODUCT_PATHS.picture,
    form,
    parsedBy(() => import('../../../../contract/products').then((m) => m.productPictureSchema)),
    onProgress,
  );
}

export const sellerReviewsQuery = queryOptions({
  queryKey: sellerKeys.reviews,
  queryFn: ({ signal }) =>
    api<Page<Review>>(REVIEW_PATHS.seller, { query: { page: 0, size: PAGE_SIZE.max }, signal }),
});

export function ratingSummaryQuery(sellerId: number) {
  return queryOptions({
    queryKey: sellerKeys.summary(sellerId),
    queryFn: ({ signal }) => api<RatingSummary>(REVIEW_PATHS.summary(sellerId), { signal }),
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      api<Review>(REVIEW_PATHS.reply(id), { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.reviews }),
  });
}

/** Whose figures the Notifications and Analytics tabs show: the seller's, or the whole shop's. */
export type InsightsScope = 'seller' | 'shop';

export const sellerProfileKeys = {
  own: ['seller', 'profile'] as const,
  insights: (scope: InsightsScope) => ['seller', 'insights', scope] as const,
  payouts: ['seller', 'payouts'] as const,
};

export const sellerProfileQuery = queryOptions({
  queryKey: sellerProfileKeys.own,
  queryFn: ({ signal }) => api<SellerProfile>(SELLER_PATHS.profile, { signal }),
});

export function sellerInsightsQuery(scope: InsightsScope) {
  return queryOptions({
    queryKey: sellerProfileKeys.insights(scope),
    queryFn: ({ signal }) =>
      api<SellerInsights>(scope === 'seller' ? SELLER_PATHS.insights : SELLER_PATHS.shopInsights, {
        signal,
      }),
  });
}

export const sellerPayoutsQuery = queryOptions({
  queryKey: sellerProfileKeys.payouts,
  queryFn: ({ signal }) => api<SellerPayouts>(SELLER_PATHS.payouts, { signal }),
});

export function useSaveSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerProfileInput) =>
      api<SellerProfile>(SELLER_PATHS.profile, { method: 'PUT', body: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData(sellerProfileKeys.own, profile);
      return queryClient.invalidateQueries({ queryKey: shopKeys.seller(profile.sellerId) });
    },
  });
}

/** A new logo with its upload progress, or none (`file` null). */
export function useReplaceSellerLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
    }: {
      file: File | null;
      onProgress(fraction: number): void;
    }) => {
      if (!file) return api<SellerProfile>(SELLER_PATHS.logo, { method: 'DELETE' });
      const form = new FormData();
      form.append('image', file, file.name);
      return uploadWithProgress(
        SELLER_PATHS.logo,
        form,
        parsedBy(() => import('../../../../contract/seller').then((m) => m.sellerProfileSchema)),
        onProgress,
      );
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(sellerProfileKeys.own, profile);
      return queryClient.invalidateQueries({ queryKey: shopKeys.seller(profile.sellerId) });
    },
  });
}

/** The member's conversation with the club's admins, opened or started. */
export function useSupportConversation() {
  return useMutation({
    mutationFn: () => api<{ conversationId: number }>(SELLER_PATHS.support, { method: 'POST' }),
  });
}
