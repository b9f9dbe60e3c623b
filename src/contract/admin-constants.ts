/**
 * admin without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. admin.ts re-exports all of it beside the schemas.
 */
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

export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  'role.grant': 'Role granted',
  'role.revoke': 'Role removed',
  'account.status': 'Account enabled or disabled',
  'account.flags': 'Account permissions changed',
  'order.move': 'Order line moved',
  'settings.change': 'Club settings changed',
  'rider.approval': 'Rider approved or stopped',
};

export const AUDIT_SUBJECTS = ['user', 'order_line', 'settings'] as const;

export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];
