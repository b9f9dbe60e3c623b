import { createFileRoute, Outlet } from '@tanstack/react-router';

/** /people holds the member directory (index) and the profile pages (profile/$id). */
export const Route = createFileRoute('/people')({
  component: Outlet,
});
