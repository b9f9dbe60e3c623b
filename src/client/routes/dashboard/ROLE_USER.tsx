import { createFileRoute } from '@tanstack/react-router';
import { loadFirstData } from '../../app/first-screen';
import { sectionOf, validateDashboardSearch } from '../../features/dashboard/dashboard-search';
import { RoleDashboard } from '../../features/dashboard/role-dashboard';
import { attendanceSummaryQuery } from '../../features/events/attendance/api';
import { memberActivityQuery } from '../../features/member-dashboard/api';
import { MemberDashboard } from '../../features/member-dashboard/member-dashboard';
import { ACTIVITY_VIEWS, isMemberTab } from '../../features/member-dashboard/member-tabs';
import { settingsQuery } from '../../lib/club-settings';
import { currentUserQuery } from '../../lib/current-user';

// The ROLE_USER dashboard (§2): the member's own activity.
export const Route = createFileRoute('/dashboard/ROLE_USER')({
  validateSearch: validateDashboardSearch,
  // The shown report's figures, in the club's currency (and on the first item, the
  // roll-calls), come with the page.
  loader: ({ context, location }) => {
    const tab = sectionOf(location.search);
    const view = isMemberTab(tab) ? ACTIVITY_VIEWS[tab] : ACTIVITY_VIEWS.dashboard;
    if (!view) return undefined;
    return loadFirstData(context.queryClient, (client) => [
      client
        .ensureQueryData(currentUserQuery)
        .then((me) =>
          me ? client.ensureQueryData(memberActivityQuery(me.id, view.period)) : undefined,
        ),
      client.ensureQueryData(settingsQuery),
      ...(tab === 'dashboard' ? [client.ensureQueryData(attendanceSummaryQuery)] : []),
    ]);
  },
  component: () => (
    <RoleDashboard role="ROLE_USER">
      <MemberDashboard />
    </RoleDashboard>
  ),
});
