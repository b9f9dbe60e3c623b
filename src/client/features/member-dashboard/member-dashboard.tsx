/**
 * The member dashboard (§2 User dashboard): its sidebar in the spec's order, then the saved
 * reports, the active one highlighted. On a tablet the sidebar runs down the side; on a phone
 * a select takes its place. The item lives in the address (`?tab=`), so a reload keeps it.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SidebarSections } from '../../components/sidebar-sections';
import { RollCallSummary } from '../events/attendance/roll-call-summary';
import { ActivityReport } from './activity-report';
import {
  ACTIVITY_VIEWS,
  ALL_MEMBER_TABS,
  isMemberTab,
  MEMBER_TABS,
  SAVED_REPORTS,
  type MemberTab,
} from './member-tabs';
import { lazyNamed } from '../../lib/lazy-named';

// The first section comes with the dashboard; the others load when first shown.
const MemberCustomers = lazyNamed(() => import('./member-sections'), 'MemberCustomers');
const MemberIntegrations = lazyNamed(() => import('./member-sections'), 'MemberIntegrations');
const MemberProducts = lazyNamed(() => import('./member-sections'), 'MemberProducts');
const MemberReports = lazyNamed(() => import('./member-sections'), 'MemberReports');

export function MemberDashboard() {
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const shown: MemberTab = isMemberTab(search.tab) ? search.tab : 'dashboard';
  const show = (tab: string | null) => {
    if (!tab || !isMemberTab(tab)) return;
    void navigate({
      to: '/dashboard/ROLE_USER',
      search: { tab },
      replace: true,
    });
  };
  const view = ACTIVITY_VIEWS[shown];
  const label = ALL_MEMBER_TABS.find((tab) => tab.value === shown)?.label;

  const content = view ? (
    <>
      {/* A new item opens on its own period: the key starts its report afresh. */}
      <ActivityReport key={shown} view={view} title={label} />
      {shown === 'dashboard' && <RollCallSummary />}
    </>
  ) : shown === 'products' ? (
    <MemberProducts />
  ) : shown === 'customers' ? (
    <MemberCustomers />
  ) : shown === 'integrations' ? (
    <MemberIntegrations />
  ) : (
    <MemberReports open={show} />
  );

  return (
    <SidebarSections
      tabs={MEMBER_TABS}
      groups={[{ heading: 'Saved reports', tabs: SAVED_REPORTS }]}
      tabsHeading="Dashboard"
      shown={shown}
      onChange={show}
      ariaLabel="Member dashboard"
    >
      {content}
    </SidebarSections>
  );
}
