import { createFileRoute } from '@tanstack/react-router';
import { StorageScreen } from '../features/storage/storage-screen';

export const Route = createFileRoute('/storage')({
  component: StorageScreen,
});
