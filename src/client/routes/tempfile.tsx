import { createFileRoute } from '@tanstack/react-router';
import { TempFileScreen } from '../features/tempfiles/tempfile-screen';

export const Route = createFileRoute('/tempfile')({
  component: TempFileScreen,
});
