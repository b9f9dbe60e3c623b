/** The words of a role change, on the developer's Roles tab and the admin's Users tab. */
import { defineTexts, t } from '../../../contract/i18n/texts';
import type { RoleName } from '../../../contract/roles';
import { DASHBOARDS } from '../../lib/dashboards';

export const ROLE_TEXT = defineTexts({
  /** Why there is no button where the server always refuses (by its message). */
  kept: {
    always: /*i18n*/ { id: 'Always' },
    lastOne: /*i18n*/ { id: 'Last one' },
    developersOnly: /*i18n*/ { id: 'Developers only' },
  },
  grant: /*i18n*/ { id: 'Grant' },
  revoke: /*i18n*/ { id: 'Revoke' },
  remove: /*i18n*/ { id: 'Remove' },
  /** The button's accessible name: what it does, to whom. */
  actionName: (label: string, role: RoleName, held: boolean, member: string) =>
    held
      ? t(
          /*i18n*/ {
            id: '{label} {role} from {member}',
            comment: 'A button to take a role from a member; label is Revoke or Remove',
          },
          { label, role, member },
        )
      : t(
          /*i18n*/ {
            id: '{label} {role} to {member}',
            comment: 'A button to give a role to a member; label is Grant',
          },
          { label, role, member },
        ),
  confirmTitle: (action: 'grant' | 'revoke', role: RoleName, member: string) =>
    action === 'grant'
      ? t(/*i18n*/ { id: 'Grant {role} to {member}?' }, { role, member })
      : t(/*i18n*/ { id: 'Revoke {role} from {member}?' }, { role, member }),
  confirmText: (action: 'grant' | 'revoke', role: RoleName, member: string) => {
    const dashboard = DASHBOARDS[role].title.toLowerCase();
    return action === 'grant'
      ? t(
          /*i18n*/ {
            id: '{member} gets the {dashboard} dashboard and what it allows at once, on every device.',
          },
          { member, dashboard },
        )
      : t(
          /*i18n*/ {
            id: '{member} loses the {dashboard} dashboard and what it allows at once, on every device.',
          },
          { member, dashboard },
        );
  },
  /** A member's roles in a list of members, each with its Grant or Revoke. */
  rolesOf: (member: string) => t(/*i18n*/ { id: 'Roles of {member}' }, { member }),
  held: /*i18n*/ { id: 'held', comment: 'Beside a role a member holds' },
  done: (member: string, roles: string[]) =>
    t(/*i18n*/ { id: '{member} now holds {roles}.' }, { member, roles: roles.join(', ') }),
  refusedTitle: /*i18n*/ { id: 'The server refused this change' },
  doneTitle: /*i18n*/ { id: 'Roles changed' },
  dismiss: /*i18n*/ { id: 'Dismiss' },
  note: /*i18n*/ {
    id: 'Every member keeps ROLE_USER, and the club keeps at least one developer: those are never revoked.',
  },
});
