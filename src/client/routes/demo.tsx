import { createFileRoute } from '@tanstack/react-router';
import { CreditsScreen } from '../features/credits/credits-screen';

export const Route = createFileRoute('/demo')({
  component: CreditsScreen,
});
