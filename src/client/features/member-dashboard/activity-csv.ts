/**
 * The activity table as CSV, as Export downloads it. Every cell is quoted, and a text cell
 * that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe: a post's text is the member's own, but it is still typed text.
 */
import type { ActivityItem } from '../../../contract/member-activity';
import { MINOR_PER_MAJOR } from '../../../contract/settings-constants';
import { activityDay, KIND_LABEL } from './activity-format';
import { MEMBER_DASHBOARD_TEXT } from './texts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function activityCsv(items: readonly ActivityItem[], currency: string | null): string {
  const header = [
    MEMBER_DASHBOARD_TEXT.date,
    MEMBER_DASHBOARD_TEXT.kind,
    MEMBER_DASHBOARD_TEXT.what,
    MEMBER_DASHBOARD_TEXT.distanceKm,
    currency ? MEMBER_DASHBOARD_TEXT.amountIn(currency) : MEMBER_DASHBOARD_TEXT.amount,
  ];
  const rows = items.map((item) => [
    activityDay(item.at),
    KIND_LABEL[item.kind],
    item.what,
    item.distanceKm === null ? '' : String(item.distanceKm),
    item.amount === null ? '' : (item.amount / MINOR_PER_MAJOR).toFixed(2),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Hands the CSV to the browser as a download; nothing leaves the device. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; a later revoke keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
