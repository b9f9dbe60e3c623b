/** What the rest of the server uses of roles: who holds which, and granting one. */
export { grantRole, lockRoleHolders, rolesOf, rolesOfUsers } from './repository';
