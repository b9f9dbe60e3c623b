/** Business constants and limits of the spec (§9), shared by client, server and tests. */

export const SIGNUP_STEPS = 3;
export const OTP_LENGTH = 6;
/** A code (signup verification or password reset) is valid this long. */
export const OTP_TTL_MINUTES = 5;
/**
 * Wrong tries the browser that asked for a code has on it before a new code is needed; tries
 * from anywhere else are slowed instead and never spend the code.
 */
export const OTP_MAX_ATTEMPTS = 5;
/** A new code for the same purpose can be asked for this often. */
export const OTP_RESEND_SECONDS = 60;

export const MIN_FULL_NAME = 3;
export const MIN_USERNAME = 5;
export const MAX_USERNAME = 30;
export const MIN_ADDRESS = 10;
export const MIN_PASSWORD = 8;
/** Long passwords are allowed, but not unbounded ones: hashing cost grows with input. */
export const MAX_PASSWORD = 128;
export const MIN_PHONE = 11;
export const MAX_PHONE = 14;
export const MIN_AGE_YEARS = 10;

export const PAGE_SIZE = { products: 10, orders: 10, posts: 11, default: 20, max: 100 } as const;

export const NAVBAR = {
  /** The bar takes its scrolled style past this many pixels. */
  scrolledAfterPx: 30,
  /** Scrolling down more than this hides the bar. */
  hideAfterScrollPx: 10,
  /** The pointer within this distance of the top shows the bar again. */
  revealPointerPx: 80,
  hideDelayMs: 500,
} as const;

export const CHAT = { reconnectDelayMs: 5000, heartbeatMs: 10000 } as const;

export const BUG_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;

export const TOKEN_STORAGE_KEY = 'token';
export const REMEMBER_ME_DEFAULT = true;

export const DEFAULT_POST_PRIVACY = 'public';
export const DEFAULT_MEDIA_TYPE = 'image';

export const SELLER_INITIAL_RATING = 3.5;

/** Pictures: what may be uploaded and the widths the server makes. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_PICTURE_WIDTHS = [64, 160, 400] as const;
export const COVER_PICTURE_WIDTHS = [640, 1280] as const;

export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/** Header every request carries so a tunnelling service does not show its warning page. */
export const TUNNEL_HEADER = 'ngrok-skip-browser-warning';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
