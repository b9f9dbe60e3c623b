import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsScreen } from '../features/announcements/announcements-screen';

// No loader: the list is a page a member opens from the feed or a notice, drawn with skeletons
// while it loads, and every byte the app's entry carries for a route counts against the first
// load's budget.
export const Route = createFileRoute('/announcements')({ component: AnnouncementsScreen });
