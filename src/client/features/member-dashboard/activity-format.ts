/** How the activity's rows and figures read on the screen, in the CSV and in a shared summary. */
import type { MemberActivity } from '../../../contract/member-activity';
import { ACTIVITY_PERIOD_LABEL } from '../../../contract/member-activity-constants';
import { formatMoney } from '../../lib/money';
import { clubDayKey } from '../../lib/dates';
import { KIND_LABEL, MEMBER_DASHBOARD_TEXT } from './texts';

export { KIND_LABEL };

/** '2026-11-22', the club's day: the same on every device, and it sorts in a spreadsheet. */
export function activityDay(at: string): string {
  return clubDayKey(at);
}

export function formatKm(km: number): string {
  // To a tenth: '12.5 km', in the reader's digits.
  return MEMBER_DASHBOARD_TEXT.kilometres(Math.round(km * 10) / 10);
}

/** One or two lines a member can send a friend: the period's headline figures. */
export function activitySummary(activity: MemberActivity): string {
  const { totals } = activity;
  return MEMBER_DASHBOARD_TEXT.summary(
    ACTIVITY_PERIOD_LABEL[activity.period],
    totals.ridesRidden,
    formatKm(totals.distanceKm),
    totals.posts,
    totals.orders,
  );
}

export function spentText(activity: MemberActivity, clubCurrency: string): string {
  // Nothing bought yet has no currency of its own: the club's shop's is the one to say.
  return formatMoney(activity.totals.spent, activity.totals.currency ?? clubCurrency);
}
