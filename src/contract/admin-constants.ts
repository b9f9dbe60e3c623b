/**
 * admin without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. admin.ts re-exports all of it beside the schemas.
 */
import { defineTexts } from './i18n/texts';

/** Weeks in the dashboard's chart, the current one last. */
export const STATS_WEEKS = 8;

/** What an audit entry records; the product's words, stored as they are. */
export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'account.status',
  'account.flags',
  'order.move',
  'settings.change',
  'rider.approval',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABEL: Readonly<Record<AuditAction, string>> = defineTexts({
  'role.grant': /*i18n*/ { id: 'Role granted' },
  'role.revoke': /*i18n*/ { id: 'Role removed' },
  'account.status': /*i18n*/ { id: 'Account enabled or disabled' },
  'account.flags': /*i18n*/ { id: 'Account permissions changed' },
  'order.move': /*i18n*/ { id: 'Order line moved' },
  'settings.change': /*i18n*/ { id: 'Club settings changed' },
  'rider.approval': /*i18n*/ { id: 'Rider approved or stopped' },
});

export const AUDIT_SUBJECTS = ['user', 'order_line', 'settings'] as const;

export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];
