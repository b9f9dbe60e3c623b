/**
 * Calls of the media library (/api/storage). Keys start with 'storage', so signing out forgets
 * them with the rest of a member's data; an upload, rename or delete refreshes the pages and
 * the usage bar.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../contract/paging';
import type { StorageItem, StorageUpdate, StorageUsage } from '../../../contract/storage';
import {
  STORAGE_FIELDS,
  STORAGE_LIMITS,
  STORAGE_PATHS,
  type StorageKind,
} from '../../../contract/storage-constants';
import { api } from '../../lib/api-client';
import { parsedBy, uploadWithProgress } from '../../lib/upload-with-progress';

export const storageKeys = {
  all: ['storage'] as const,
  page: (q: string, page: number, kind?: StorageKind) =>
    ['storage', 'page', q, page, ...(kind ? [kind] : [])] as const,
  usage: ['storage', 'usage'] as const,
};

/** A page of the library, newest first; `kind` keeps only pictures, videos or audio. */
export function libraryPageQuery(q: string, page: number, kind?: StorageKind) {
  return queryOptions({
    queryKey: storageKeys.page(q, page, kind),
    queryFn: ({ signal }) =>
      api<Page<StorageItem>>(STORAGE_PATHS.list, {
        query: { q: q || undefined, page, size: STORAGE_LIMITS.pageSize, kind },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const usageQuery = queryOptions({
  queryKey: storageKeys.usage,
  queryFn: ({ signal }) => api<StorageUsage>(STORAGE_PATHS.usage, { signal }),
});

export interface NewLibraryFile {
  file: File;
  name: string;
  description: string;
}

export function useAddToLibrary(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name, description }: NewLibraryFile) => {
      // The text fields go first: the server reads them before the file's bytes.
      const form = new FormData();
      form.append(STORAGE_FIELDS.name, name);
      form.append(STORAGE_FIELDS.description, description);
      form.append(STORAGE_FIELDS.file, file, file.name);
      return uploadWithProgress(
        STORAGE_PATHS.list,
        form,
        parsedBy(() => import('../../../contract/storage').then((m) => m.storageItemSchema)),
        onProgress,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.all }),
  });
}

export function useUpdateLibraryFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: StorageUpdate }) =>
      api<StorageItem>(STORAGE_PATHS.one(id), { method: 'PUT', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['storage', 'page'] }),
  });
}

export function useDeleteLibraryFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(STORAGE_PATHS.one(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.all }),
  });
}
