import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../features/notifications/settings-screen';

export const Route = createFileRoute('/settings/notifications')({
  component: SettingsScreen,
});
