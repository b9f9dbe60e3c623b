import { createFileRoute } from '@tanstack/react-router';
import { StorefrontScreen } from '../features/sdcbikewala/storefront-screen';

export const Route = createFileRoute('/sdcbikewala')({
  component: StorefrontScreen,
});
