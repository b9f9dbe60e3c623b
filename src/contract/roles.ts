export const ROLES = ['ROLE_USER', 'ROLE_SELLER', 'ROLE_ADMIN', 'ROLE_DEV'] as const;
export type RoleName = (typeof ROLES)[number];

export function isRoleName(value: string): value is RoleName {
  return (ROLES as readonly string[]).includes(value);
}
