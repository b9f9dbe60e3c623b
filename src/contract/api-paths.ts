/** API paths of §7, under /api. Client and server build their URLs from these. */
export const API_PREFIX = '/api';

export const AUTH_PATHS = {
  sendOtpToEmail: '/auth/sendOtpToEmail',
  signup: '/auth/signup',
  login: '/auth/login',
  signout: '/auth/signout',
  checkEmailAvailability: '/auth/checkEmailAvailability',
  checkUsernameAvailability: '/auth/checkUsernameAvailability',
  getUserByIdentifier: '/auth/getUserByIdentifier',
  verifyEmail: '/auth/verifyEmail',
  forgotPassword: '/auth/forgotPassword',
  resetPassword: '/auth/resetPassword',
} as const;

export const USER_PATHS = {
  me: '/user/me',
  changeProfilePicture: '/user/changeProfilePicture',
  changeCoverPicture: '/user/changeCoverPicture',
  profilePictureOf: (id: number | string) => `/user/getProfilePictureOf/${id}`,
  list: '/user',
  one: (id: number | string) => `/user/${id}`,
  /** The member directory (signed-in members; GET /user is the managers' list). */
  directory: '/user/directory',
} as const;

export const ROLE_PATHS = {
  list: '/role',
  holders: (name: string) => `/role/${name}`,
  roleOf: (userId: number | string) => `/role/roleOf/${userId}`,
  assign: (role: string, userId: number | string) => `/role/assign/${role}/to/${userId}`,
  remove: (role: string, userId: number | string) => `/role/remove/${role}/from/${userId}`,
} as const;

export const MEDIA_PATH = '/media';

/** The admin dashboard's figures, audit log and bug counts (admins and developers). */
export const ADMIN_PATHS = {
  stats: '/admin/stats',
  audit: '/admin/audit',
  bugStats: '/admin/bugStats',
} as const;
