/**
 * What each screen reads from the server first, so that a start can ask for it at once, beside
 * the app's own code, instead of after it has loaded and drawn (boot/start-first-reads.ts). On a
 * phone's connection that is a round trip and a second drawing of the page saved.
 *
 * The addresses are those the screens' queries ask for (features/<area>/api.ts); a browser test
 * (tests/e2e/first-reads.spec.ts) checks that each is asked for once, not twice. A screen that
 * is not here, or a reply nobody took, costs nothing but the request.
 */
import { API_PREFIX } from '../../contract/api-paths';
import { NOTIFICATION_UNREAD_PATH } from '../../contract/notifications-bell';

export interface Visit {
  /** location.pathname */
  path: string;
  /** location.search, '' when none */
  search: string;
  signedIn: boolean;
}

type Reads = (params: string[], visit: Visit) => string[];

/** URL patterns ($ for an id) and their reads, as the API paths with their query. */
const SCREENS: Array<[pattern: string, reads: Reads]> = [
  ['/intro', () => ['/intro/home']],
  ['/home', () => ['/post?page=0&size=11', '/announcements?page=0&size=3']],
  // Another tab, filters or the calendar ask for other addresses, which the screen builds.
  ['/events', (_, { search }) => (search ? [] : ['/event?list=upcoming&page=0&size=20'])],
  // A member sees who is going and what the organiser pinned; the calendar feed at the foot
  // of the page is read when the member scrolls to it.
  [
    '/events/$',
    ([id], { signedIn }) =>
      signedIn
        ? [`/event/${id}`, `/event/${id}/attendees`, `/announcements?rideId=${id}`]
        : [`/event/${id}`],
  ],
  // A filtered shop asks for other pages; the bare one is what a shared link opens most.
  ['/shop', (_, { search }) => (search ? ['/settings'] : ['/settings', '/product?page=0&size=10'])],
  [
    '/products/productDetails/$',
    ([id]) => [`/product/${id}`, '/settings', `/product/${id}/reviews`],
  ],
  ['/products/cart', (_, { signedIn }) => (signedIn ? ['/settings', '/cart'] : ['/settings'])],
  ['/merchandise', () => ['/merchandise/jerseys']],
  ['/sdcbikewala', () => ['/repair/sponsor', '/settings']],
  [
    '/people',
    (_, { signedIn }) => (signedIn ? ['/user/directory?sort=newest&page=0&size=12'] : []),
  ],
  [
    '/people/profile/$',
    ([id], { signedIn }) =>
      signedIn
        ? [`/user/${id}`, `/post/author/${id}?page=0&size=11`, `/event/rider/${id}?page=0&size=5`]
        : [`/user/${id}`, `/post/author/${id}?page=0&size=11`],
  ],
  ['/messges', (_, { signedIn }) => (signedIn ? ['/conversations?size=50'] : [])],
  [
    '/storage',
    (_, { signedIn }) => (signedIn ? ['/storage/usage', '/storage?page=0&size=12'] : []),
  ],
  ['/tempfile', (_, { signedIn }) => (signedIn ? ['/tempfile'] : [])],
  ['/chat', () => ['/chat/messages?size=30']],
  ['/bikeMessenger', (_, { signedIn }) => (signedIn ? ['/parcel?page=0&size=20'] : [])],
  [
    '/dashboard/ROLE_USER',
    (_, { signedIn }) =>
      signedIn ? ['/user/me/activity?period=week', '/event/attendance/summary', '/settings'] : [],
  ],
];

/** An id as the screens' routes take it; /events/new is a screen of its own, not ride "new". */
const ID = /^[1-9]\d*$/;

function match(pattern: string, path: string): string[] | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: string[] = [];
  for (let index = 0; index < want.length; index++) {
    const part = have[index] ?? '';
    if (want[index] === '$') {
      if (!ID.test(part)) return null;
      params.push(part);
    } else if (want[index] !== part) return null;
  }
  return params;
}

/** One form of an address, whatever the order of its query: the key both sides look up by. */
export function readKey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

/**
 * The addresses (with /api) to read at once for a visit: for a member, first who they are and
 * the count on the header's bell, which every screen of theirs shows.
 */
export function firstReadsOf(visit: Visit): string[] {
  const reads = visit.signedIn ? ['/user/me', NOTIFICATION_UNREAD_PATH] : [];
  for (const [pattern, screenReads] of SCREENS) {
    const params = match(pattern, visit.path);
    if (params) {
      reads.push(...screenReads(params, visit));
      break;
    }
  }
  return reads.map((read) => `${API_PREFIX}${read}`);
}
