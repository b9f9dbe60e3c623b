/** How the activity's rows and figures read on the screen, in the CSV and in a shared summary. */
import type { MemberActivity } from '../../../contract/member-activity';
import {
  ACTIVITY_PERIOD_LABEL,
  type ActivityKind,
} from '../../../contract/member-activity-constants';
import { formatMoney } from '../../lib/money';
import { clubDayKey } from '../../lib/dates';

export const KIND_LABEL: Record<ActivityKind, string> = {
  ride: 'Ride',
  order: 'Order',
  post: 'Post',
};

/** '2026-11-22', the club's day: the same on every device, and it sorts in a spreadsheet. */
export function activityDay(at: string): string {
  return clubDayKey(at);
}

export function formatKm(km: number): string {
  return `${km.toLocaleString('en-US', { maximumFractionDigits: 1 })} km`;
}

/** One or two lines a member can send a friend: the period's headline figures. */
export function activitySummary(activity: MemberActivity): string {
  const { totals } = activity;
  const parts = [
    `${totals.ridesRidden} ${totals.ridesRidden === 1 ? 'ride' : 'rides'} (${formatKm(totals.distanceKm)})`,
    `${totals.posts} ${totals.posts === 1 ? 'post' : 'posts'}`,
    `${totals.orders} ${totals.orders === 1 ? 'order' : 'orders'}`,
  ];
  return `${ACTIVITY_PERIOD_LABEL[activity.period]} with the club: ${parts.join(', ')}.`;
}

export function spentText(activity: MemberActivity, clubCurrency: string): string {
  // Nothing bought yet has no currency of its own: the club's shop's is the one to say.
  return formatMoney(activity.totals.spent, activity.totals.currency ?? clubCurrency);
}
