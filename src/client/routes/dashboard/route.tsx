import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../../features/dashboard/dashboard-layout';
import { prepareDateFormat } from '../../lib/dates';

export const Route = createFileRoute('/dashboard')({
  // Every role's first section shows dates.
  loader: prepareDateFormat,
  component: DashboardLayout,
});
