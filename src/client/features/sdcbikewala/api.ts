/**
 * Sponsor storefront calls: who the sponsor is (/api/repair/sponsor), the sponsor's products per
 * category (/api/product), and repair bookings (/api/repair). Keys start with 'sdcbikewala', so a
 * sign-out drops them with the rest of a member's data.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../contract/paging';
import type { Product } from '../../../contract/products';
import { PRODUCT_PATHS, type ProductCategory } from '../../../contract/products-constants';
import type { RepairBooking, RepairBookingInput, RepairSponsor } from '../../../contract/repairs';
import {
  REPAIR_PATHS,
  type RepairScope,
  type RepairStatus,
} from '../../../contract/repairs-constants';
import { api } from '../../lib/api-client';

export const sdcKeys = {
  sponsor: ['sdcbikewala', 'sponsor'] as const,
  products: (sellerId: number, category: ProductCategory, size: number) =>
    ['sdcbikewala', 'products', sellerId, category, size] as const,
  repairs: ['sdcbikewala', 'repairs'] as const,
  repairList: (scope: RepairScope, status: RepairStatus | null, page: number) =>
    ['sdcbikewala', 'repairs', scope, status, page] as const,
};

export const REPAIRS_PAGE_SIZE = 10;

export const sponsorQuery = queryOptions({
  queryKey: sdcKeys.sponsor,
  queryFn: ({ signal }) => api<RepairSponsor>(REPAIR_PATHS.sponsor, { signal }),
  staleTime: 5 * 60_000,
});

export function sponsorProductsQuery(sellerId: number, category: ProductCategory, size: number) {
  return queryOptions({
    queryKey: sdcKeys.products(sellerId, category, size),
    queryFn: ({ signal }) =>
      api<Page<Product>>(PRODUCT_PATHS.list, {
        query: { sellerId, category, page: 0, size },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Bookings change on the other side: asked afresh whenever the tab comes back. */
export function repairsQuery(scope: RepairScope, status: RepairStatus | null, page: number) {
  return queryOptions({
    queryKey: sdcKeys.repairList(scope, status, page),
    queryFn: ({ signal }) =>
      api<Page<RepairBooking>>(REPAIR_PATHS.list, {
        query: { scope, status: status ?? undefined, page, size: REPAIRS_PAGE_SIZE },
        signal,
      }),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useBookRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RepairBookingInput) =>
      api<RepairBooking>(REPAIR_PATHS.list, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sdcKeys.repairs }),
  });
}

export function useMoveRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, to }: { booking: RepairBooking; to: RepairStatus }) =>
      api<RepairBooking>(REPAIR_PATHS.status(booking.id), {
        method: 'POST',
        body: { currentStatus: booking.status, to },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sdcKeys.repairs }),
  });
}

export function useSetRepairEta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, eta }: { id: number; eta: string | null }) =>
      api<RepairBooking>(REPAIR_PATHS.eta(id), { method: 'PUT', body: { eta } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sdcKeys.repairs }),
  });
}
