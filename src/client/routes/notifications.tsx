import { createFileRoute } from '@tanstack/react-router';
import { InboxScreen } from '../features/notifications/inbox-screen';

export const Route = createFileRoute('/notifications')({
  component: InboxScreen,
});
