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
  /** The member's language (PUT). */
  language: '/user/me/language',
  changeProfilePicture: '/user/changeProfilePicture',
  changeCoverPicture: '/user/changeCoverPicture',
  profilePictureOf: (id: number | string) => `/user/getProfilePictureOf/${id}`,
  list: '/user',
  one: (id: number | string) => `/user/${id}`,
  /** The member directory (signed-in members; GET /user is the managers' list). */
  directory: '/user/directory',
  /** The signed-in member's own figures for the member dashboard (`?period=`). */
  activity: '/user/me/activity',
  /** What the member bought, per product (`?page&size`). */
  purchases: '/user/me/purchases',
  /** Who the member delivers to: parcel receivers, a seller's buyers (`?page&size`). */
  customers: '/user/me/customers',
} as const;

export const ROLE_PATHS = {
  list: '/role',
  holders: (name: string) => `/role/${name}`,
  roleOf: (userId: number | string) => `/role/roleOf/${userId}`,
  assign: (role: string, userId: number | string) => `/role/assign/${role}/to/${userId}`,
  remove: (role: string, userId: number | string) => `/role/remove/${role}/from/${userId}`,
} as const;

export const MEDIA_PATH = '/media';

/** Club jersey pre-orders (docs/product.md §1 'merchandise'). */
export const MERCHANDISE_PATHS = {
  /** Jerseys open for pre-orders (everyone). */
  jerseys: '/merchandise/jerseys',
  /** Every jersey, closed ones too (admins and developers). */
  allJerseys: '/merchandise/jerseys/all',
  jersey: (id: number | string) => `/merchandise/jerseys/${id}`,
  jerseyOpen: (id: number | string) => `/merchandise/jerseys/${id}/open`,
  picture: '/merchandise/jerseys/picture',
  /** POST places a pre-order; GET lists every pre-order (admins and developers). */
  preOrders: '/merchandise/preorders',
  mine: '/merchandise/preorders/mine',
  csv: '/merchandise/preorders/export.csv',
  payment: (id: number | string) => `/merchandise/preorders/${id}/payment`,
  cancel: (id: number | string) => `/merchandise/preorders/${id}/cancel`,
} as const;

/** The admin dashboard's figures, audit log and bug counts (admins and developers). */
export const ADMIN_PATHS = {
  stats: '/admin/stats',
  audit: '/admin/audit',
  bugStats: '/admin/bugStats',
} as const;

/** Club settings: what every visitor may read, and every setting for admins. */
export const SETTINGS_PATHS = {
  public: '/settings',
  /** Every setting, for admins. */
  all: '/settings/all',
} as const;

/**
 * The files of the app's screens. A browser without the service worker yet asks which files a
 * screen needs when a link to it is first pointed at, and fetches them all at once.
 */
export const APP_PATHS = {
  /** `?path=/events` → `{ modules, stylesheets }`, file names under the site's root. */
  routeFiles: '/app/route-files',
} as const;
