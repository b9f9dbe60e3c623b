/**
 * Merchandise calls: open jerseys (shown offline from the service worker's copy), the member's
 * pre-orders, and the admins' jerseys, pre-orders, paid marks and CSV export. Keys start with
 * 'merchandise'; each mutation invalidates only what it changed.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MERCHANDISE_PATHS } from '../../../contract/api-paths';
import { PAGE_SIZE } from '../../../contract/constants';
import { IDEMPOTENCY_HEADER } from '../../../contract/idempotency';
import type {
  Jersey,
  JerseyInput,
  PreOrder,
  PreOrderFilter,
  PreOrderInput,
} from '../../../contract/merchandise';
import type { Page } from '../../../contract/paging';
import type { ProductPicture } from '../../../contract/products';
import { api, ApiError, apiUrl, buildHeaders } from '../../lib/api-client';
import { uploadWithProgress } from '../../lib/upload-with-progress';

export const merchandiseKeys = {
  jerseys: ['merchandise', 'jerseys'] as const,
  allJerseys: ['merchandise', 'jerseys', 'all'] as const,
  mine: ['merchandise', 'preorders', 'mine'] as const,
  preOrders: ['merchandise', 'preorders', 'all'] as const,
  preOrdersPage: (filter: PreOrderFilter, page: number) =>
    ['merchandise', 'preorders', 'all', filter, page] as const,
};

export const jerseysQuery = queryOptions({
  queryKey: merchandiseKeys.jerseys,
  queryFn: ({ signal }) => api<Jersey[]>(MERCHANDISE_PATHS.jerseys, { signal }),
});

export const allJerseysQuery = queryOptions({
  queryKey: merchandiseKeys.allJerseys,
  queryFn: ({ signal }) => api<Jersey[]>(MERCHANDISE_PATHS.allJerseys, { signal }),
});

/** The member's pre-orders; asked again on return to the tab, as admins mark them paid. */
export const myPreOrdersQuery = queryOptions({
  queryKey: merchandiseKeys.mine,
  queryFn: ({ signal }) =>
    api<Page<PreOrder>>(MERCHANDISE_PATHS.mine, {
      query: { page: 0, size: PAGE_SIZE.max },
      signal,
    }),
  staleTime: 0,
  refetchOnWindowFocus: 'always',
});

export function preOrdersQuery(filter: PreOrderFilter, page: number) {
  return queryOptions({
    queryKey: merchandiseKeys.preOrdersPage(filter, page),
    queryFn: ({ signal }) =>
      api<Page<PreOrder>>(MERCHANDISE_PATHS.preOrders, {
        query: { ...filter, page, size: PAGE_SIZE.orders },
        signal,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Places the pre-order; a retry with the same key gets the first reply, never a second one. */
export function placePreOrder(input: PreOrderInput, idempotencyKey: string): Promise<PreOrder> {
  return api<PreOrder>(MERCHANDISE_PATHS.preOrders, {
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export const cancelPreOrder = (id: number) =>
  api<PreOrder>(MERCHANDISE_PATHS.cancel(id), { method: 'POST' });

export const markPaid = (id: number, paid: boolean) =>
  api<PreOrder>(MERCHANDISE_PATHS.payment(id), { method: 'POST', body: { paid } });

export function saveJersey(id: number | null, input: JerseyInput): Promise<Jersey> {
  return id === null
    ? api<Jersey>(MERCHANDISE_PATHS.jerseys, { method: 'POST', body: input })
    : api<Jersey>(MERCHANDISE_PATHS.jersey(id), { method: 'PUT', body: input });
}

export const setJerseyOpen = (id: number, open: boolean) =>
  api<Jersey>(MERCHANDISE_PATHS.jerseyOpen(id), { method: 'PUT', body: { open } });

export async function uploadJerseyPicture(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ProductPicture> {
  // The reply's schema comes with the upload, so the jerseys draw without the schema library.
  const { productPictureSchema } = await import('../../../contract/products');
  const form = new FormData();
  form.append('image', file);
  return uploadWithProgress<ProductPicture>(
    MERCHANDISE_PATHS.picture,
    form,
    (body) => productPictureSchema.parse(body),
    onProgress,
  );
}

/**
 * Downloads the CSV export: fetched with the member's token (a plain link would carry none)
 * and handed to the browser under the server's file name.
 */
export async function downloadPreOrdersCsv(filter: PreOrderFilter): Promise<void> {
  const response = await fetch(apiUrl(MERCHANDISE_PATHS.csv, { ...filter }), {
    headers: await buildHeaders('GET'),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'jersey-preorders.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
