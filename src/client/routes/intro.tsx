import { createFileRoute } from '@tanstack/react-router';
import { IntroScreen } from '../features/intro/intro-screen';

export const Route = createFileRoute('/intro')({
  component: IntroScreen,
});
