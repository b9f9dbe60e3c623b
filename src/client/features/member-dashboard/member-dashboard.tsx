/**
 * The member dashboard (§2 User dashboard): its sidebar in the spec's order, then the saved
 * reports, the active one highlighted. On a tablet the sidebar runs down the side; on a phone
 * a select takes its place. The item lives in the address (`?tab=`), so a reload keeps it.
 */
import { SidebarSections } from '../../components/sidebar-sections';
import { useSectionInAddress } from '../../components/use-section-in-address';
import { RollCallSummary } from '../events/attendance/roll-call-summary';
import { ActivityReport } from './activity-report';
import { ACTIVITY_VIEWS, ALL_MEMBER_TABS, MEMBER_TABS, SAVED_REPORTS } from './member-tabs';
import { lazyNamed } from '../../lib/lazy-named';
import { MEMBER_DASHBOARD_TEXT } from './texts';

// The first section comes with the dashboard; the others load when first shown.
const MemberCustomers = lazyNamed(() => import('./member-sections'), 'MemberCustomers');
const MemberIntegrations = lazyNamed(() => import('./member-sections'), 'MemberIntegrations');
const MemberProducts = lazyNamed(() => import('./member-sections'), 'MemberProducts');
const MemberReports = lazyNamed(() => import('./member-sections'), 'MemberReports');

export function MemberDashboard() {
  const { shown, show } = useSectionInAddress(ALL_MEMBER_TABS, 'dashboard', '/dashboard/ROLE_USER');
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
      groups={[{ heading: MEMBER_DASHBOARD_TEXT.savedReports, tabs: SAVED_REPORTS }]}
      tabsHeading={MEMBER_DASHBOARD_TEXT.dashboard}
      shown={shown}
      onChange={show}
      ariaLabel={MEMBER_DASHBOARD_TEXT.memberDashboard}
    >
      {content}
    </SidebarSections>
  );
}
