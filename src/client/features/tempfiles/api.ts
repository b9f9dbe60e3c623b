/**
 * Calls of the file share (/api/tempfile). Keys start with 'tempfiles', so signing out forgets
 * them with the rest of a member's data.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TempFile, TempFileList } from '../../../contract/tempfiles';
import { TEMPFILE_FIELD, TEMPFILE_PATHS } from '../../../contract/tempfiles-constants';
import { api, apiUrl } from '../../lib/api-client';
import { parsedBy, uploadWithProgress } from '../../lib/upload-with-progress';

export const tempFileKeys = {
  mine: ['tempfiles', 'mine'] as const,
};

export const myTempFilesQuery = queryOptions({
  queryKey: tempFileKeys.mine,
  queryFn: ({ signal }) => api<TempFileList>(TEMPFILE_PATHS.list, { signal }),
});

/** The link to hand out: absolute, so it works pasted anywhere. */
export function shareLink(file: Pick<TempFile, 'downloadPath'>): string {
  return new URL(apiUrl(file.downloadPath), window.location.origin).toString();
}

export function useShareFile(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, lifetimeHours }: { file: File; lifetimeHours: number }) => {
      const form = new FormData();
      form.append(TEMPFILE_FIELD, file, file.name);
      return uploadWithProgress(
        `${TEMPFILE_PATHS.list}?lifetimeHours=${lifetimeHours}`,
        form,
        parsedBy(() => import('../../../contract/tempfiles').then((m) => m.tempFileSchema)),
        onProgress,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tempFileKeys.mine }),
  });
}

export function useDeleteTempFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(TEMPFILE_PATHS.one(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tempFileKeys.mine }),
  });
}
