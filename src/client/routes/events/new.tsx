import { createFileRoute } from '@tanstack/react-router';
import { NewEventScreen } from '../../features/events/form/event-form-screens';

export const Route = createFileRoute('/events/new')({
  component: NewEventScreen,
});
