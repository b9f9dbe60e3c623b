/** The words of a role change, on the developer's Roles tab and the admin's Users tab. */
import type { RoleName } from '../../../contract/roles';
import { DASHBOARDS } from '../../lib/dashboards';

export const ROLE_TEXT = {
  /** Why there is no button where the server always refuses (by its message). */
  kept: {
    always: 'Always',
    lastOne: 'Last one',
    developersOnly: 'Developers only',
  },
  grant: 'Grant',
  revoke: 'Revoke',
  remove: 'Remove',
  /** The button's accessible name: what it does, to whom. */
  actionName: (label: string, role: RoleName, held: boolean, member: string) =>
    `${label} ${role} ${held ? 'from' : 'to'} ${member}`,
  confirmTitle: (action: 'grant' | 'revoke', role: RoleName, member: string) =>
    action === 'grant' ? `Grant ${role} to ${member}?` : `Revoke ${role} from ${member}?`,
  confirmText: (action: 'grant' | 'revoke', role: RoleName, member: string) => {
    const dashboard = DASHBOARDS[role].title.toLowerCase();
    return action === 'grant'
      ? `${member} gets the ${dashboard} dashboard and what it allows at once, on every device.`
      : `${member} loses the ${dashboard} dashboard and what it allows at once, on every device.`;
  },
  /** A member's roles in a list of members, each with its Grant or Revoke. */
  rolesOf: (member: string) => `Roles of ${member}`,
  held: 'held',
  done: (member: string, roles: string[]) => `${member} now holds ${roles.join(', ')}.`,
  refusedTitle: 'The server refused this change',
  doneTitle: 'Roles changed',
  dismiss: 'Dismiss',
  note: 'Every member keeps ROLE_USER, and the club keeps at least one developer: those are never revoked.',
} as const;
