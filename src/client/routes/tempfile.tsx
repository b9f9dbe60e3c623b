import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { myTempFilesQuery } from '../features/tempfiles/api';
import { TempFileScreen } from '../features/tempfiles/tempfile-screen';

export const Route = createFileRoute('/tempfile')({
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) => [client.ensureQueryData(myTempFilesQuery)]),
  component: TempFileScreen,
});
