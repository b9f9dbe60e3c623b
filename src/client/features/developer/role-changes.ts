/**
 * One role change at a time from the Roles tab: it is sent to /api/role and its outcome kept
 * for the tab to show, the member's roles now or the server's refusal in its own words.
 */
import { useState } from 'react';
import type { RoleName } from '../../../contract/roles';
import { errorMessage } from '../auth/auth-helpers';
import { DASHBOARDS } from '../dashboard/dashboards';
import { useChangeRole, type RoleChange } from './api';
import type { RoleChangeOutcome } from './role-change-outcome';

export const roleTitle = (role: RoleName) => `${DASHBOARDS[role].title} (${role})`;

export function useRoleChanges() {
  const change = useChangeRole();
  const [outcome, setOutcome] = useState<RoleChangeOutcome>(null);
  const send = (request: RoleChange, memberName: string) => {
    setOutcome(null);
    change.mutate(request, {
      onSuccess: (roles) =>
        setOutcome({
          kind: 'done',
          text: `${memberName} now holds ${roles.map((role) => role.name).join(', ')}.`,
        }),
      onError: (error) => setOutcome({ kind: 'refused', text: errorMessage(error) }),
    });
  };
  return {
    send,
    outcome,
    clear: () => setOutcome(null),
    /** The change under way, so only its button spins. */
    pending: change.isPending ? change.variables : undefined,
  };
}

export type RoleChanges = ReturnType<typeof useRoleChanges>;
