import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../app/first-screen';
import { homeContentQuery } from '../lib/home-content';
import { IntroScreen } from '../features/intro/intro-screen';

export const Route = createFileRoute('/intro')({
  loader: ({ context }) =>
    loadFirstData(context.queryClient, (client) => [client.ensureQueryData(homeContentQuery)]),
  component: IntroScreen,
});
