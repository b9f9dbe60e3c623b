import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { libraryPageQuery, usageQuery } from '../features/storage/api';
import { StorageScreen } from '../features/storage/storage-screen';
import { tokenStore } from '../lib/token-store';

export const Route = createFileRoute('/storage')({
  // The first page of files and the space used come with the screen, which is drawn once.
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) =>
      tokenStore.get()
        ? [client.ensureQueryData(libraryPageQuery('', 0)), client.ensureQueryData(usageQuery)]
        : [],
    ),
  component: StorageScreen,
});
