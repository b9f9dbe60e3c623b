/**
 * What the rest of the server uses of users: finding and writing accounts, a profile, and the
 * one place where a users row becomes a user of the contract (shapes.ts).
 */
export {
  adminIds,
  emailTaken,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  inDirectory,
  insertUser,
  memberIds,
  updateUser,
  usernameTaken,
} from './repository';
export { getOne as getProfile } from './service';
export {
  managesUsers,
  memberNamesById,
  pictureOf,
  publicUsers,
  senderOf,
  sortRoles,
  toIdentifiedUser,
  toPublicUser,
  toSelfUser,
} from './shapes';
