/**
 * One role change at a time, from the developer's Roles tab or the admin's Users tab: a revoke,
 * and a grant of a role with power over other members (admin, developer), is sent to /api/role
 * only once confirmed (every change, where the screen asks `askEvery`); the outcome is kept for
 * the screen to show, the member's roles now or the server's refusal in its own words. Changes
 * the server always refuses (every member keeps ROLE_USER, the club keeps one developer, only
 * developers touch ROLE_DEV, only admins and developers change roles) are not offered.
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { SERVER_MESSAGE } from '../../../contract/messages';
import type { RoleName } from '../../../contract/roles';
import type { SelfUser } from '../../../contract/users';
import { useCurrentUser } from '../../lib/current-user';
import { errorMessage } from '../../lib/errors';
import { DASHBOARDS } from '../../lib/dashboards';
import { roleHoldersQuery, useChangeRole, type RoleChange } from './api';
import type { RoleChangeOutcome } from './role-change-outcome';
import { ROLE_TEXT } from './texts';

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

/** Whether this member may change roles at all: the server lets admins and developers. */
export function changesRoles(user: Pick<SelfUser, 'roles'> | null): boolean {
  return !!user?.roles.some((role) => role.name === 'ROLE_ADMIN' || role.name === 'ROLE_DEV');
}

export function useRoleChanges({
  refresh,
  askEvery = false,
}: {
  /** The screen's own lists that show roles, asked again after a change. */
  refresh: readonly QueryKey[];
  /** Ask before every change, a seller grant too. */
  askEvery?: boolean;
}) {
  const change = useChangeRole(refresh);
  const [outcome, setOutcome] = useState<RoleChangeOutcome>(null);
  const [confirming, setConfirming] = useState<AskedChange | null>(null);
  const me = useCurrentUser();
  const mayChange = changesRoles(me);
  const developers = useQuery({ ...roleHoldersQuery('ROLE_DEV', 0), enabled: mayChange }).data
    ?.totalElements;
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
          text: ROLE_TEXT.done(
            memberName,
            roles.map((role) => role.name),
          ),
        });
      },
      onError: (error) => {
        setConfirming(null);
        setOutcome({ kind: 'refused', text: errorMessage(error) });
      },
    });
  };
  return {
    /** The viewer may change roles (admins and developers); others see them only. */
    mayChange,
    /** A seller grant goes at once, unless `askEvery`; a revoke waits for `confirm`. */
    ask: (asked: AskedChange) =>
      askEvery || needsConfirming(asked) ? setConfirming(asked) : send(asked),
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
