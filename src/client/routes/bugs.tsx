import { createFileRoute } from '@tanstack/react-router';
import { BugReportScreen } from '../features/bugs/bug-report-screen';

export const Route = createFileRoute('/bugs')({
  component: BugReportScreen,
});
