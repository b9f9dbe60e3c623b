/**
 * One role change at a time from the Roles tab: a seller grant is sent to /api/role at once; a
 * revoke, and a grant of a role with power over other members (admin, developer), only once
 * confirmed; the outcome is kept for the tab to show, the member's roles now or the
 * server's refusal in its own words. Changes the server always refuses (every member keeps
 * ROLE_USER, the club keeps one developer, only developers touch ROLE_DEV) are not offered.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SERVER_MESSAGE } from '../../../contract/messages';
import type { RoleName } from '../../../contract/roles';
import { useCurrentUser } from '../../lib/current-user';
import { errorMessage } from '../../lib/errors';
import { DASHBOARDS } from '../../lib/dashboards';
import { roleHoldersQuery, useChangeRole, type RoleChange } from './api';
import type { RoleChangeOutcome } from './role-change-outcome';

export const roleTitle = (role: RoleName) => `${DASHBOARDS[role].title} (${role})`;

/** Roles that give power over other members: granting one is asked again, as a revoke is. */
const POWER_ROLES: readonly RoleName[] = ['ROLE_ADMIN', 'ROLE_DEV'];

export function needsConfirming(change: Pick<RoleChange, 'action' | 'role'>): boolean {
  return change.action === 'revoke' || POWER_ROLES.includes(change.role);
}

/** A change asked for, with the name of the member it concerns. */
export interface AskedChange extends RoleChange {
  memberName: string;
}

/**
 * Why the server would refuse this change, before asking it; null when it may go. `developers`
 * is how many members hold ROLE_DEV (undefined while unknown: the server still decides).
 */
export function refusalOf(
  change: Pick<RoleChange, 'action' | 'role'>,
  viewer: { isDeveloper: boolean; developers: number | undefined },
): string | null {
  if (change.role === 'ROLE_DEV' && !viewer.isDeveloper) return SERVER_MESSAGE.devOnly;
  if (change.action === 'grant') return null;
  if (change.role === 'ROLE_USER') return SERVER_MESSAGE.keepUserRole;
  if (change.role === 'ROLE_DEV' && viewer.developers !== undefined && viewer.developers <= 1) {
    return SERVER_MESSAGE.lastDev;
  }
  return null;
}

export function useRoleChanges() {
  const change = useChangeRole();
  const [outcome, setOutcome] = useState<RoleChangeOutcome>(null);
  const [confirming, setConfirming] = useState<AskedChange | null>(null);
  const me = useCurrentUser();
  const developers = useQuery(roleHoldersQuery('ROLE_DEV', 0)).data?.totalElements;
  const viewer = {
    isDeveloper: !!me?.roles.some((role) => role.name === 'ROLE_DEV'),
    developers,
  };

  const send = ({ memberName, ...request }: AskedChange) => {
    setOutcome(null);
    change.mutate(request, {
      onSuccess: (roles) => {
        setConfirming(null);
        setOutcome({
          kind: 'done',
          text: `${memberName} now holds ${roles.map((role) => role.name).join(', ')}.`,
        });
      },
      onError: (error) => {
        setConfirming(null);
        setOutcome({ kind: 'refused', text: errorMessage(error) });
      },
    });
  };
  return {
    /** A grant goes at once; a revoke waits for `confirm`. */
    ask: (asked: AskedChange) => (needsConfirming(asked) ? setConfirming(asked) : send(asked)),
    confirming,
    confirm: () => confirming && send(confirming),
    dismiss: () => setConfirming(null),
    refusalOf: (asked: Pick<RoleChange, 'action' | 'role'>) => refusalOf(asked, viewer),
    outcome,
    clear: () => setOutcome(null),
    /** The change under way, so only its button spins. */
    pending: change.isPending ? change.variables : undefined,
  };
}

export type RoleChanges = ReturnType<typeof useRoleChanges>;
