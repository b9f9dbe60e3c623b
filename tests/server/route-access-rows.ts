/**
 * Who may call each API route: one row per route the server registers. The suite
 * (route-access.test.ts) reads the live route list from the built app, calls every route as
 * each actor below, and fails on a route without a row here.
 *
 * ADDING A ROUTE? Add a row under its module, keyed `'<METHOD> <path as registered>'`, e.g.
 *
 *   'PUT /api/thing/:id': {
 *     who: { ...signedIn('forbidden'), owner: 'ok', admin: 'ok' },
 *     call: async (w) => ({ url: `/api/thing/${(await w.thing()).id}`, body: { name: 'New' } }),
 *   },
 *   'DELETE /api/thing/:id': {
 *     who: only('ROLE_ADMIN'),
 *     call: () => ({ url: `/api/thing/${NONE}`, missing: true }),
 *   },
 *
 * then run `npx vitest run --project server tests/server/route-access.test.ts`. A thing the row
 * needs and nobody made yet goes into makeWorld in route-access-things.ts.
 *
 * `who` says how each actor is answered, as an outcome class:
 *   'ok'        2xx or 3xx: let in; or 404 when the request says `missing: true` (it names
 *               something that does not exist, e.g. id 999999, where no real thing is needed);
 *   'hidden'    404 for something that exists: refused without saying that it exists;
 *   'refused'   400, 405, 409 or 422: let in, and the call itself was refused (a wrong code,
 *               a GET on a POST-only path, a state that forbids the move);
 *   'unauth'    401: no session;
 *   'forbidden' 403: signed in, not allowed.
 * Actors: visitor (no session), member (ROLE_USER only), seller, admin, developer, and owner
 * (ROLE_USER + ROLE_SELLER; the one who made the row's thing). Nobody but the owner owns the
 * thing, so `member` is also "a member who is not the owner" and `seller` "another seller".
 * Give `owner` only where the route is about something of someone's. Shorthands: `everyone`,
 * `signedIn()`, `only(...)`.
 *
 * `call(world)` builds the request for one actor: path params, query and a minimal valid body,
 * so that the answer is about the guard and not about validation. It runs once per actor, so
 * a thing it makes (`w.post()`, `w.ride()` …, see route-access-things.ts) is fresh each time.
 */
import { randomUUID } from 'node:crypto';
import type { RoleName } from '../../src/contract/roles';
import { signupPayload } from '../helpers/server-app';
import type { Actor, Upload, World } from './route-access-things';
import { rideInput } from './events-fixtures';
import { jerseyInput, PRICES, preOrderInput } from './merchandise-fixtures';
import { parcelInput } from './parcels-fixtures';
import { productInput } from './shop-fixtures';

/** A repair booking for the next week. */
const repairInput = () => ({
  name: 'Access Rider',
  phone: '01711000222',
  address: '3 Lake Road, Dhaka',
  date: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  time: '11:00',
  issue: 'Wheel out of true.',
});

/** Names `seller` the club's sponsor shop (the repair rows' sponsor side). */
async function sponsorIsSeller(w: World) {
  const reply = await w.people.admin.client.put('/api/settings', {
    sponsorSellerId: w.people.seller.id,
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
}

/** A fresh booking of the owner's, still requested. */
async function ownersRepair(w: World): Promise<number> {
  await sponsorIsSeller(w);
  const reply = await w.people.owner.client.post('/api/repair', repairInput());
  if (reply.statusCode !== 201) throw new Error(reply.body);
  return (reply.json() as { id: number }).id;
}

export const OUTCOMES = ['ok', 'hidden', 'refused', 'unauth', 'forbidden'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type Who = Record<Exclude<Actor, 'owner'>, Outcome> & { owner?: Outcome };

export interface RowRequest {
  url: string;
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: Upload;
  /** The request names something that does not exist: 404 then counts as let in. */
  missing?: true;
  /** Call with this token instead of the actor's own (for calls that end a session). */
  token?: string;
}

export interface RouteRow {
  who: Who;
  call: (world: World, actor: Actor) => RowRequest | Promise<RowRequest>;
}

/** Routes that are not part of the table, and why. */
export const SKIPPED_ROUTES: { match: (method: string, path: string) => boolean; why: string }[] = [
  {
    match: (method) => method === 'HEAD' || method === 'OPTIONS',
    why: 'HEAD answers as its GET does; OPTIONS is the CORS preflight of every path',
  },
  {
    match: (_method, path) => path === '/api/docs' || path.startsWith('/api/docs/'),
    why: 'the OpenAPI document and its UI are public and read-only',
  },
  {
    match: (_method, path) => !path.startsWith('/api'),
    why: 'the built client (static files and the shell for client routes) is public',
  },
];

const NONE = 999999;

/** An announcement the owner posted to the riders of their own ride; its id. */
async function rideAnnouncement(w: World): Promise<number> {
  const ride = await w.ride();
  const made = await w.people.owner.client.post('/api/announcements', {
    title: 'We leave at 9:00',
    rideId: ride.id,
  });
  return made.json<{ id: number }>().id;
}

export const everyone: Who = {
  visitor: 'ok',
  member: 'ok',
  seller: 'ok',
  admin: 'ok',
  developer: 'ok',
};

/** Every signed-in actor gets `outcome` ('ok' unless said); visitors are asked to sign in. */
export function signedIn(outcome: Outcome = 'ok'): Who {
  return {
    visitor: 'unauth',
    member: outcome,
    seller: outcome,
    admin: outcome,
    developer: outcome,
  };
}

const ACTOR_OF_ROLE: Partial<Record<RoleName, 'seller' | 'admin' | 'developer'>> = {
  ROLE_SELLER: 'seller',
  ROLE_ADMIN: 'admin',
  ROLE_DEV: 'developer',
};

/** Only holders of these roles; other members are refused with 403. */
export function only(...roles: RoleName[]): Who {
  const who = signedIn('forbidden');
  for (const role of roles) {
    const actor = ACTOR_OF_ROLE[role];
    if (actor) who[actor] = 'ok';
  }
  return who;
}

const everyoneRefused: Who = {
  visitor: 'refused',
  member: 'refused',
  seller: 'refused',
  admin: 'refused',
  developer: 'refused',
};

let unique = 0;
const next = () => ++unique;

export const ROUTE_ROWS: Record<string, RouteRow> = {
  // Health
  'GET /api/health': { who: everyone, call: () => ({ url: '/api/health' }) },
  // Only from the operator's addresses (METRICS_ALLOW, loopback here): no actor, whatever their
  // roles, reads it from elsewhere (metrics.test.ts reads it from an allowed address).
  'GET /api/metrics': {
    who: {
      visitor: 'hidden',
      member: 'hidden',
      seller: 'hidden',
      admin: 'hidden',
      developer: 'hidden',
    },
    call: () => ({ url: '/api/metrics' }),
  },

  // Auth: open to all by nature; the rate limits are tested in auth-*.test.ts.
  'POST /api/auth/signup': {
    who: everyone,
    call: () => ({ url: '/api/auth/signup', body: signupPayload(`access_new${next()}`) }),
  },
  'POST /api/auth/signout': {
    who: everyone,
    call: async (w, actor) => ({
      url: '/api/auth/signout',
      token: actor === 'visitor' ? undefined : await w.freshToken(w.people[actor]),
    }),
  },
  'POST /api/auth/sendOtpToEmail': {
    who: everyone,
    call: () => ({ url: '/api/auth/sendOtpToEmail?email=nobody%40riders.example' }),
  },
  'GET /api/auth/sendOtpToEmail': {
    who: everyoneRefused,
    call: () => ({ url: '/api/auth/sendOtpToEmail?email=nobody%40riders.example' }),
  },
  'POST /api/auth/verifyEmail': {
    who: everyoneRefused,
    call: () => ({
      url: '/api/auth/verifyEmail',
      body: { email: 'nobody@riders.example', otp: '123456' },
    }),
  },
  'POST /api/auth/login': {
    who: everyone,
    call: async (w) => ({
      url: '/api/auth/login',
      body: { username: (await w.signedUp()).username, password: w.password },
    }),
  },
  'GET /api/auth/checkEmailAvailability': {
    who: everyone,
    call: () => ({ url: '/api/auth/checkEmailAvailability?email=free%40riders.example' }),
  },
  'GET /api/auth/checkUsernameAvailability': {
    who: everyone,
    call: () => ({ url: '/api/auth/checkUsernameAvailability?username=free_name' }),
  },
  'GET /api/auth/getUserByIdentifier': {
    who: everyone,
    call: (w) => ({ url: `/api/auth/getUserByIdentifier?identifier=${w.people.owner.username}` }),
  },
  'POST /api/auth/forgotPassword': {
    who: everyone,
    // One code a minute per account: each actor asks for its own.
    call: (w, actor) => ({
      url: `/api/auth/forgotPassword?username=${w.people[actor === 'visitor' ? 'bystander' : actor].username}`,
    }),
  },
  'GET /api/auth/forgotPassword': {
    who: everyoneRefused,
    call: (w) => ({ url: `/api/auth/forgotPassword?username=${w.people.bystander.username}` }),
  },
  'POST /api/auth/resetPassword': {
    who: everyoneRefused,
    call: (w) => ({
      url: '/api/auth/resetPassword',
      body: {
        username: w.people.bystander.username,
        otp: '123456',
        password: 'a new long password',
        retypePassword: 'a new long password',
      },
    }),
  },

  // Users
  'GET /api/user': { who: only('ROLE_ADMIN', 'ROLE_DEV'), call: () => ({ url: '/api/user' }) },
  'GET /api/user/me': { who: signedIn(), call: () => ({ url: '/api/user/me' }) },
  'PUT /api/user/me/language': {
    who: signedIn(),
    call: () => ({ url: '/api/user/me/language', body: { language: 'bn' } }),
  },
  'GET /api/user/directory': { who: signedIn(), call: () => ({ url: '/api/user/directory' }) },
  'GET /api/user/me/activity': {
    who: signedIn(),
    call: () => ({ url: '/api/user/me/activity?period=month' }),
  },
  'POST /api/user/changeProfilePicture': {
    who: signedIn(),
    call: (w) => ({ url: '/api/user/changeProfilePicture', form: w.upload.image() }),
  },
  'POST /api/user/changeCoverPicture': {
    who: signedIn(),
    call: (w) => ({ url: '/api/user/changeCoverPicture', form: w.upload.image() }),
  },
  'GET /api/user/getProfilePictureOf/:id': {
    who: everyone,
    call: (w) => ({ url: `/api/user/getProfilePictureOf/${w.people.owner.id}` }),
  },
  'GET /api/user/:id': {
    who: everyone,
    call: (w) => ({ url: `/api/user/${w.people.owner.id}` }),
  },
  'PUT /api/user/:id': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: (w) => ({ url: `/api/user/${w.people.owner.id}`, body: { about: 'Rides at dawn.' } }),
  },
  'DELETE /api/user/:id': {
    who: { ...only('ROLE_ADMIN', 'ROLE_DEV'), owner: 'forbidden' },
    call: () => ({ url: `/api/user/${NONE}`, missing: true }),
  },

  // Roles
  'GET /api/role': { who: signedIn(), call: () => ({ url: '/api/role' }) },
  'GET /api/role/:name': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/role/ROLE_SELLER' }),
  },
  'GET /api/role/roleOf/:userId': {
    who: { ...only('ROLE_ADMIN', 'ROLE_DEV'), owner: 'ok' },
    call: (w) => ({ url: `/api/role/roleOf/${w.people.owner.id}` }),
  },
  'POST /api/role/assign/:role/to/:userId': {
    who: { ...only('ROLE_ADMIN', 'ROLE_DEV'), owner: 'forbidden' },
    call: (w) => ({ url: `/api/role/assign/ROLE_SELLER/to/${w.people.bystander.id}` }),
  },
  'POST /api/role/remove/:role/from/:userId': {
    who: { ...only('ROLE_ADMIN', 'ROLE_DEV'), owner: 'forbidden' },
    call: (w) => ({ url: `/api/role/remove/ROLE_SELLER/from/${w.people.bystander.id}` }),
  },

  // Media
  'GET /api/media/:id': {
    who: everyone,
    call: () => ({ url: `/api/media/${randomUUID()}`, missing: true }),
  },

  // Admin dashboard figures and the audit log
  'GET /api/admin/stats': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/admin/stats' }),
  },
  'GET /api/admin/audit': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/admin/audit' }),
  },
  'GET /api/admin/bugStats': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/admin/bugStats' }),
  },

  // Bugs: anyone reads and reports; developers change them.
  'GET /api/bugs': { who: everyone, call: () => ({ url: '/api/bugs' }) },
  'POST /api/bugs': {
    who: everyone,
    call: () => ({
      url: '/api/bugs',
      body: { title: 'Map is blank', description: 'Nothing shows.', severity: 'LOW' },
    }),
  },
  'GET /api/bugs/:id': { who: everyone, call: () => ({ url: `/api/bugs/${NONE}`, missing: true }) },
  'PUT /api/bugs/:id': {
    who: only('ROLE_DEV'),
    call: (w) => ({
      url: `/api/bugs/${w.bugId}`,
      body: {
        title: 'Map is blank',
        description: 'Nothing shows.',
        severity: 'LOW',
        isSolved: true,
      },
    }),
  },
  'DELETE /api/bugs/:id': {
    who: only('ROLE_DEV'),
    call: async (w) => ({ url: `/api/bugs/${(await w.bug()).id}` }),
  },

  // Push
  'GET /api/push/publicKey': { who: everyone, call: () => ({ url: '/api/push/publicKey' }) },
  'GET /api/map/settings': { who: everyone, call: () => ({ url: '/api/map/settings' }) },
  'POST /api/push/subscriptions': {
    who: signedIn(),
    call: () => ({
      url: '/api/push/subscriptions',
      body: {
        endpoint: `https://fcm.googleapis.com/fcm/send/${next()}`,
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    }),
  },
  'DELETE /api/push/subscriptions': {
    who: signedIn(),
    call: () => ({
      url: '/api/push/subscriptions',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/none' },
      missing: true,
    }),
  },

  // Announcements: read by all (visitors the public ones); club-wide ones posted by admins,
  // a ride's by its organiser (the owner); changed by their author or an admin.
  'GET /api/announcements': { who: everyone, call: () => ({ url: '/api/announcements' }) },
  'POST /api/announcements': {
    who: only('ROLE_ADMIN'),
    call: () => ({ url: '/api/announcements', body: { title: 'AGM on 3 December' } }),
  },
  'PATCH /api/announcements/:id': {
    // Nobody but the ride's riders, organiser and admins sees a ride's announcement at all.
    who: { ...signedIn('hidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({
      url: `/api/announcements/${await rideAnnouncement(w)}`,
      body: { pinned: false },
    }),
  },
  'DELETE /api/announcements/:id': {
    who: { ...signedIn('hidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/announcements/${await rideAnnouncement(w)}` }),
  },
  'POST /api/announcements/:id/read': {
    who: signedIn(),
    call: async (w) => {
      const made = await w.people.admin.client.post('/api/announcements', {
        title: 'Club night moves to Thursday',
      });
      return { url: `/api/announcements/${made.json<{ id: number }>().id}/read` };
    },
  },

  // Notifications: each member's own inbox, settings and devices.
  'GET /api/notifications': { who: signedIn(), call: () => ({ url: '/api/notifications' }) },
  'GET /api/notifications/unread-count': {
    who: signedIn(),
    call: () => ({ url: '/api/notifications/unread-count' }),
  },
  'POST /api/notifications/:id/read': {
    who: signedIn(),
    call: () => ({ url: `/api/notifications/${NONE}/read`, missing: true }),
  },
  'POST /api/notifications/read-all': {
    who: signedIn(),
    call: () => ({ url: '/api/notifications/read-all' }),
  },
  'GET /api/notifications/settings': {
    who: signedIn(),
    call: () => ({ url: '/api/notifications/settings' }),
  },
  'PUT /api/notifications/settings': {
    who: signedIn(),
    call: () => ({ url: '/api/notifications/settings', body: { kinds: { likes: 'off' } } }),
  },
  'GET /api/notifications/device': {
    who: signedIn(),
    call: () => ({
      url: `/api/notifications/device?endpoint=${encodeURIComponent('https://fcm.googleapis.com/fcm/send/none')}`,
      missing: true,
    }),
  },
  'PUT /api/notifications/device': {
    who: signedIn(),
    call: () => ({
      url: '/api/notifications/device',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/none', push: false, mutedKinds: [] },
      missing: true,
    }),
  },

  // Posts: the feed is open; writing needs a session; edits are the author's.
  'GET /api/post': { who: everyone, call: () => ({ url: '/api/post' }) },
  'POST /api/post': {
    who: signedIn(),
    call: () => ({ url: '/api/post', body: { content: 'Evening spin.' } }),
  },
  'GET /api/post/author/:id': {
    who: everyone,
    call: (w) => ({ url: `/api/post/author/${w.people.owner.id}` }),
  },
  'POST /api/post/picture': {
    who: signedIn(),
    call: (w) => ({ url: '/api/post/picture', form: w.upload.image() }),
  },
  'POST /api/post/picture/library': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({
      url: '/api/post/picture/library',
      body: { libraryPictureId: (await w.storedFile()).id },
    }),
  },
  'POST /api/post/like/:id': {
    who: signedIn(),
    call: async (w) => ({ url: `/api/post/like/${(await w.post()).id}` }),
  },
  'GET /api/post/delete/:id': {
    who: everyoneRefused,
    call: async (w) => ({ url: `/api/post/delete/${(await w.post()).id}` }),
  },
  'GET /api/post/report/:id': {
    who: everyoneRefused,
    call: async (w) => ({ url: `/api/post/report/${(await w.post()).id}` }),
  },
  'POST /api/post/report/:id': {
    who: { ...signedIn(), owner: 'refused' },
    call: async (w) => ({ url: `/api/post/report/${(await w.post()).id}`, body: {} }),
  },
  'GET /api/post/reports': { who: only('ROLE_ADMIN'), call: () => ({ url: '/api/post/reports' }) },
  'POST /api/post/reports/:id/keep': {
    who: only('ROLE_ADMIN'),
    call: async (w) => ({ url: `/api/post/reports/${(await w.post()).id}/keep` }),
  },
  'GET /api/post/:id': {
    who: everyone,
    call: async (w) => ({ url: `/api/post/${(await w.post()).id}` }),
  },
  'PUT /api/post/:id': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({
      url: `/api/post/${(await w.post()).id}`,
      body: { content: 'Morning loop, edited.' },
    }),
  },
  'DELETE /api/post/:id': {
    who: { ...only('ROLE_ADMIN'), owner: 'ok' },
    call: async (w) => ({ url: `/api/post/${(await w.post()).id}` }),
  },
  'PUT /api/post/:id/like': {
    who: signedIn(),
    call: async (w) => ({ url: `/api/post/${(await w.post()).id}/like`, body: { liked: true } }),
  },
  'PUT /api/post/:id/vote': {
    who: signedIn(),
    call: async (w) => {
      const poll = await w.poll();
      return { url: `/api/post/${poll.id}/vote`, body: { optionId: poll.optionId } };
    },
  },
  'GET /api/post/:id/comments': {
    who: everyone,
    call: async (w) => ({ url: `/api/post/${(await w.post()).id}/comments` }),
  },
  'POST /api/post/:id/comments': {
    who: signedIn(),
    call: async (w) => ({
      url: `/api/post/${(await w.post()).id}/comments`,
      body: { text: 'See you there.' },
    }),
  },
  'DELETE /api/post/:id/comments/:commentId': {
    who: { ...only('ROLE_ADMIN'), owner: 'ok' },
    call: async (w) => {
      const { postId, commentId } = await w.comment();
      return { url: `/api/post/${postId}/comments/${commentId}` };
    },
  },

  // Products: the catalogue is open; sellers (and admins) write, sellers only their own.
  'GET /api/product': { who: everyone, call: () => ({ url: '/api/product' }) },
  'POST /api/product': {
    who: only('ROLE_SELLER', 'ROLE_ADMIN'),
    call: () => ({ url: '/api/product', body: productInput() }),
  },
  'GET /api/product/search/:text': {
    who: everyone,
    call: () => ({ url: '/api/product/search/lube' }),
  },
  'GET /api/product/sellerSearch/:text': {
    who: only('ROLE_SELLER', 'ROLE_ADMIN'),
    call: () => ({ url: '/api/product/sellerSearch/lube' }),
  },
  'POST /api/product/picture': {
    who: only('ROLE_SELLER', 'ROLE_ADMIN'),
    call: (w) => ({ url: '/api/product/picture', form: w.upload.image() }),
  },
  'POST /api/product/picture/library': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({
      url: '/api/product/picture/library',
      body: { libraryPictureId: (await w.storedFile()).id },
    }),
  },
  'GET /api/product/:id': {
    who: everyone,
    call: async (w) => ({ url: `/api/product/${(await w.product()).id}` }),
  },
  'PUT /api/product/:id': {
    who: { ...only('ROLE_ADMIN'), seller: 'forbidden', owner: 'ok' },
    call: async (w) => ({ url: `/api/product/${(await w.product()).id}`, body: productInput() }),
  },
  'GET /api/product/:id/reviews': {
    who: everyone,
    call: async (w) => ({ url: `/api/product/${(await w.product()).id}/reviews` }),
  },

  // Reviews of order lines
  'POST /api/review': {
    who: signedIn(),
    call: () => ({
      url: '/api/review',
      body: { lineId: NONE, rating: 5, comment: 'Great.' },
      missing: true,
    }),
  },
  'POST /api/review/:id/reply': {
    who: signedIn(),
    call: () => ({ url: `/api/review/${NONE}/reply`, body: { text: 'Thank you!' }, missing: true }),
  },
  'GET /api/review/seller': {
    who: only('ROLE_SELLER', 'ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/review/seller' }),
  },
  'GET /api/review/all': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/review/all' }),
  },
  'GET /api/review/seller/:sellerId/summary': {
    who: everyone,
    call: (w) => ({ url: `/api/review/seller/${w.people.seller.id}/summary` }),
  },

  // Cart: each member's own.
  'GET /api/cart': { who: signedIn(), call: () => ({ url: '/api/cart' }) },
  'PUT /api/cart/lines': {
    who: signedIn(),
    call: async (w) => ({
      url: '/api/cart/lines',
      body: { productId: (await w.product()).id, quantity: 1 },
    }),
  },
  'DELETE /api/cart/lines/:productId': {
    who: signedIn(),
    call: () => ({ url: `/api/cart/lines/${NONE}`, missing: true }),
  },
  'POST /api/cart/merge': {
    who: signedIn(),
    call: () => ({ url: '/api/cart/merge', body: { lines: [] } }),
  },

  // Orders
  'POST /api/order': {
    who: signedIn(),
    call: async (w) => ({ url: '/api/order', body: await w.checkout() }),
  },
  'POST /api/order/confirm': {
    who: signedIn(),
    call: async (w) => ({ url: '/api/order/confirm', body: await w.checkout() }),
  },
  // Prices are public: a visitor's cart is quoted before signing in.
  'POST /api/order/quote': {
    who: everyone,
    call: async (w) => ({
      url: '/api/order/quote',
      body: {
        orderItems: [{ productId: (await w.product()).id, quantity: 1 }],
        deliveryOption: 'home',
      },
    }),
  },
  'GET /api/order': { who: signedIn(), call: () => ({ url: '/api/order' }) },
  'GET /api/order/seller': {
    who: only('ROLE_SELLER', 'ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/order/seller' }),
  },
  // The seller's own shop details, figures and support
  'GET /api/seller/profile': {
    who: only('ROLE_SELLER'),
    call: () => ({ url: '/api/seller/profile' }),
  },
  'PUT /api/seller/profile': {
    who: only('ROLE_SELLER'),
    call: () => ({
      url: '/api/seller/profile',
      body: {
        businessName: 'Access Cycles',
        description: '',
        returnPolicy: '',
        warrantyPolicy: '',
        payout: null,
        shippingOptions: ['pickup'],
        dispatchDays: 1,
      },
    }),
  },
  'POST /api/seller/profile/logo': {
    who: only('ROLE_SELLER'),
    call: (w) => ({ url: '/api/seller/profile/logo', form: w.upload.image() }),
  },
  'DELETE /api/seller/profile/logo': {
    who: only('ROLE_SELLER'),
    call: () => ({ url: '/api/seller/profile/logo' }),
  },
  'GET /api/seller/:id/shop': {
    who: everyone,
    call: (w) => ({ url: `/api/seller/${w.people.seller.id}/shop` }),
  },
  'GET /api/seller/insights': {
    who: only('ROLE_SELLER'),
    call: () => ({ url: '/api/seller/insights' }),
  },
  'GET /api/seller/insights/shop': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/seller/insights/shop' }),
  },
  'GET /api/seller/payouts': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/seller/payouts' }),
  },
  'POST /api/seller/support': {
    who: only('ROLE_SELLER', 'ROLE_DEV'),
    call: () => ({ url: '/api/seller/support' }),
  },
  'GET /api/order/lines': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/order/lines' }),
  },
  // Only the line's own seller moves it (not another seller, not the buyer); admins and
  // developers oversee every order.
  'POST /api/order/updateStatus': {
    who: { ...only('ROLE_ADMIN', 'ROLE_DEV'), owner: 'forbidden' },
    call: async (w) => {
      const { line } = await w.orderLine();
      return {
        url: '/api/order/updateStatus',
        body: { id: line.id, currentStatus: line.status, continuation: 'confirm' },
      };
    },
  },
  'GET /api/order/:id': {
    who: { ...signedIn('hidden'), admin: 'ok', developer: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/order/${(await w.orderLine()).orderId}` }),
  },

  // Intro (landing page): read by all, edited by admins and developers.
  'GET /api/intro/home': { who: everyone, call: () => ({ url: '/api/intro/home' }) },
  'POST /api/introUpdate': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: (w) => ({
      url: '/api/introUpdate',
      form: w.upload.form('welcomeImage', { welcomeText: 'Welcome to the club.' }),
    }),
  },
  'POST /api/introAddSpecial': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: (w) => ({
      url: '/api/introAddSpecial',
      form: w.upload.form('images', { title: 'Night ride', description: 'Lights on, slow pace.' }),
    }),
  },
  'DELETE /api/introSpecial/:id': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: `/api/introSpecial/${NONE}`, missing: true }),
  },

  // Club settings
  'GET /api/settings': { who: everyone, call: () => ({ url: '/api/settings' }) },
  'PUT /api/settings': {
    who: only('ROLE_ADMIN'),
    call: () => ({ url: '/api/settings', body: {} }),
  },
  'GET /api/settings/all': { who: only('ROLE_ADMIN'), call: () => ({ url: '/api/settings/all' }) },

  // Chat room history and conversations
  // The club room is readable by visitors, as its socket topic is (realtime/destinations.ts).
  'GET /api/chat/messages': { who: everyone, call: () => ({ url: '/api/chat/messages' }) },
  'GET /api/conversations': { who: signedIn(), call: () => ({ url: '/api/conversations' }) },
  'POST /api/conversations': {
    who: signedIn(),
    call: (w) => ({
      url: '/api/conversations',
      body: { kind: 'direct', memberId: w.people.bystander.id },
    }),
  },
  'GET /api/user/me/purchases': {
    who: signedIn(),
    call: () => ({ url: '/api/user/me/purchases' }),
  },
  'GET /api/user/me/customers': {
    who: signedIn(),
    call: () => ({ url: '/api/user/me/customers' }),
  },
  'GET /api/conversations/unread': {
    who: signedIn(),
    call: () => ({ url: '/api/conversations/unread' }),
  },
  'GET /api/conversations/people': {
    who: signedIn(),
    call: () => ({ url: '/api/conversations/people?q=access' }),
  },
  'GET /api/conversations/:id': {
    who: { ...signedIn('hidden'), owner: 'ok' },
    call: async (w) => ({ url: `/api/conversations/${(await w.group()).id}` }),
  },
  'GET /api/conversations/:id/messages': {
    who: { ...signedIn('hidden'), owner: 'ok' },
    call: async (w) => ({ url: `/api/conversations/${(await w.group()).id}/messages` }),
  },
  'POST /api/conversations/:id/messages': {
    who: { ...signedIn('hidden'), owner: 'ok' },
    call: async (w) => ({
      url: `/api/conversations/${(await w.group()).id}/messages`,
      body: { text: 'Leaving at six.' },
    }),
  },
  'POST /api/conversations/:id/members': {
    who: { ...signedIn('hidden'), owner: 'ok' },
    call: async (w) => ({
      url: `/api/conversations/${(await w.group()).id}/members`,
      body: { memberIds: [w.people.member.id] },
    }),
  },
  'POST /api/conversations/:id/leave': {
    who: { ...signedIn('hidden'), owner: 'ok' },
    call: async (w) => ({ url: `/api/conversations/${(await w.group()).id}/leave` }),
  },
  'POST /api/conversations/:id/picture': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({
      url: `/api/conversations/${(await w.group()).id}/picture`,
      form: w.upload.image(),
    }),
  },
  'POST /api/conversations/:id/read': {
    who: { ...signedIn('hidden'), owner: 'ok' },
    call: async (w) => {
      const group = await w.group();
      return {
        url: `/api/conversations/${group.id}/read`,
        body: { messageId: await w.messageIn(group.id) },
      };
    },
  },

  // Rides
  // Search: open; what each reader finds (members for signed-in readers only) is search.test.ts.
  'GET /api/search': { who: everyone, call: () => ({ url: '/api/search?q=ride' }) },
  'GET /api/event': { who: everyone, call: () => ({ url: '/api/event' }) },
  'POST /api/event': {
    who: signedIn(),
    call: () => ({ url: '/api/event', body: rideInput() }),
  },
  'POST /api/event/picture': {
    who: signedIn(),
    call: (w) => ({ url: '/api/event/picture', form: w.upload.image() }),
  },
  'POST /api/event/picture/library': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({
      url: '/api/event/picture/library',
      body: { libraryPictureId: (await w.storedFile()).id },
    }),
  },
  'POST /api/event/route': {
    who: signedIn(),
    call: (w) => ({ url: '/api/event/route', form: w.upload.gpx() }),
  },
  'GET /api/event/rider/:userId': {
    who: signedIn(),
    call: (w) => ({ url: `/api/event/rider/${w.people.owner.id}` }),
  },
  'GET /api/event/calendar/feed': {
    who: signedIn(),
    call: () => ({ url: '/api/event/calendar/feed' }),
  },
  'POST /api/event/calendar/feed/reset': {
    who: signedIn(),
    call: () => ({ url: '/api/event/calendar/feed/reset' }),
  },
  'GET /api/event/calendar/:token.ics': {
    who: everyone,
    call: () => ({ url: '/api/event/calendar/not-a-feed-token.ics', missing: true }),
  },
  'GET /api/event/:id': {
    who: everyone,
    call: async (w) => ({ url: `/api/event/${(await w.ride()).id}` }),
  },
  'PUT /api/event/:id': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/event/${(await w.ride()).id}`, body: rideInput() }),
  },
  'POST /api/event/:id/cancel': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/event/${(await w.ride()).id}/cancel` }),
  },
  'GET /api/event/:id/calendar.ics': {
    who: everyone,
    call: async (w) => ({ url: `/api/event/${(await w.ride()).id}/calendar.ics` }),
  },
  'GET /api/event/:id/route.gpx': {
    who: everyone,
    call: () => ({ url: `/api/event/${NONE}/route.gpx`, missing: true }),
  },
  'PUT /api/event/:id/rsvp': {
    who: signedIn(),
    call: async (w) => ({ url: `/api/event/${(await w.ride()).id}/rsvp`, body: { going: true } }),
  },
  'GET /api/event/:id/attendees': {
    who: signedIn(),
    call: async (w) => ({ url: `/api/event/${(await w.ride()).id}/attendees` }),
  },
  'GET /api/event/:id/thread': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/event/${(await w.ride()).id}/thread` }),
  },
  'POST /api/event/:id/thread': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({
      url: `/api/event/${(await w.ride()).id}/thread`,
      body: { text: 'Leaving at seven' },
    }),
  },
  'DELETE /api/event/:id/thread/:commentId': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => {
      const ride = await w.ride();
      const url = `/api/event/${ride.id}/thread`;
      const made = await w.people.owner.client.post(url, { text: 'Wait at the bridge' });
      return { url: `${url}/${made.json<{ id: number }>().id}` };
    },
  },
  'GET /api/event/attendance/summary': {
    who: signedIn(),
    call: () => ({ url: '/api/event/attendance/summary' }),
  },
  'GET /api/event/:id/attendance': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/event/${(await w.rideStartingSoon()).id}/attendance` }),
  },
  'PUT /api/event/:id/attendance/:userId': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({
      url: `/api/event/${(await w.rideStartingSoon()).id}/attendance/${w.people.owner.id}`,
      body: { present: true },
    }),
  },
  'POST /api/event/:id/attendance/walk-ups': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({
      url: `/api/event/${(await w.rideStartingSoon()).id}/attendance/walk-ups`,
      body: { guestName: 'Sam' },
    }),
  },
  'DELETE /api/event/:id/attendance/walk-ups/:walkUpId': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({
      url: `/api/event/${(await w.rideStartingSoon()).id}/attendance/walk-ups/999999`,
      missing: true,
    }),
  },

  // Ride day, live: the ride starting soon is live, its owner going on it.
  'GET /api/event/:id/live': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/event/${(await w.rideStartingSoon()).id}/live` }),
  },
  'PUT /api/event/:id/live/sharing': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({
      url: `/api/event/${(await w.rideStartingSoon()).id}/live/sharing`,
      body: { sharing: true },
    }),
  },
  'PUT /api/event/:id/live/crew': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({
      url: `/api/event/${(await w.rideStartingSoon()).id}/live/crew`,
      body: { leaderId: null, sweepId: null },
    }),
  },
  'POST /api/event/:id/live/end': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/event/${(await w.rideStartingSoon()).id}/live/end` }),
  },
  'POST /api/event/:id/live/help': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({
      url: `/api/event/${(await w.rideStartingSoon()).id}/live/help`,
      body: { reason: 'puncture' },
    }),
  },
  'POST /api/event/:id/live/help/:helpId/resolve': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => {
      const url = `/api/event/${(await w.rideStartingSoon()).id}/live/help`;
      const made = await w.people.owner.client.post(url, { reason: 'lost' });
      return { url: `${url}/${made.json<{ id: number }>().id}/resolve` };
    },
  },
  'GET /api/event/:id/live/audience': {
    who: { ...signedIn('forbidden'), admin: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/event/${(await w.rideStartingSoon()).id}/live/audience` }),
  },
  'GET /api/users/me/emergency-contact': {
    who: signedIn(),
    call: () => ({ url: '/api/users/me/emergency-contact' }),
  },
  'PUT /api/users/me/emergency-contact': {
    who: signedIn(),
    call: () => ({
      url: '/api/users/me/emergency-contact',
      body: { contact: { name: 'Nadia', phone: '01711000000' } },
    }),
  },

  // Bike messenger
  'POST /api/parcel/quote': {
    who: signedIn(),
    call: () => ({ url: '/api/parcel/quote', body: { weightGrams: 1000 } }),
  },
  'POST /api/parcel': {
    who: signedIn(),
    call: () => ({ url: '/api/parcel', body: parcelInput() }),
  },
  'GET /api/parcel': { who: signedIn(), call: () => ({ url: '/api/parcel' }) },
  'POST /api/parcel/picture': {
    who: signedIn(),
    call: (w) => ({ url: '/api/parcel/picture', form: w.upload.image() }),
  },
  'GET /api/parcel/riding': { who: signedIn(), call: () => ({ url: '/api/parcel/riding' }) },
  'GET /api/parcel/rider': { who: signedIn(), call: () => ({ url: '/api/parcel/rider' }) },
  'PUT /api/parcel/rider': {
    who: signedIn(),
    call: () => ({ url: '/api/parcel/rider', body: { rider: false } }),
  },
  'GET /api/parcel/riders': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/parcel/riders?status=pending' }),
  },
  'PUT /api/parcel/riders/:userId/approval': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: async (w) => {
      await w.people.owner.client.put('/api/parcel/rider', { rider: true });
      return {
        url: `/api/parcel/riders/${w.people.owner.id}/approval`,
        body: { approved: true },
      };
    },
  },
  'GET /api/parcel/open': {
    who: signedIn(),
    call: async (w, actor) => {
      await w.rider(actor);
      return { url: '/api/parcel/open' };
    },
  },
  'GET /api/parcel/track/:token': {
    who: everyone,
    call: () => ({ url: `/api/parcel/track/${'x'.repeat(32)}`, missing: true }),
  },
  // A waiting parcel is shown to riders who opted in (to take it); here nobody else has.
  'GET /api/parcel/:id': {
    who: { ...signedIn('hidden'), owner: 'ok' },
    call: async (w, actor) => {
      await w.rider(actor, false);
      return { url: `/api/parcel/${(await w.parcel()).id}` };
    },
  },
  'GET /api/parcel/:id/history': {
    who: { ...signedIn('hidden'), owner: 'ok' },
    call: async (w, actor) => {
      await w.rider(actor, false);
      return { url: `/api/parcel/${(await w.parcel()).id}/history` };
    },
  },
  'POST /api/parcel/:id/take': {
    who: { ...signedIn(), owner: 'forbidden' },
    call: async (w, actor) => {
      await w.rider(actor);
      return { url: `/api/parcel/${(await w.parcel()).id}/take` };
    },
  },
  'POST /api/parcel/:id/move': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({
      url: `/api/parcel/${(await w.parcel()).id}/move`,
      body: { action: 'cancel', currentStatus: 'pending' },
    }),
  },

  // Media library
  'GET /api/storage': { who: signedIn(), call: () => ({ url: '/api/storage' }) },
  'GET /api/storage/usage': { who: signedIn(), call: () => ({ url: '/api/storage/usage' }) },
  'POST /api/storage': {
    who: signedIn(),
    call: (w) => ({ url: '/api/storage', form: w.upload.file() }),
  },
  'PUT /api/storage/:id': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({
      url: `/api/storage/${(await w.storedFile()).id}`,
      body: { name: 'x.png' },
    }),
  },
  'DELETE /api/storage/:id': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({ url: `/api/storage/${(await w.storedFile()).id}` }),
  },
  // Library video and audio, by an id nobody can guess, as media pictures are.
  'GET /api/storage/file/:fileId': {
    who: everyone,
    call: () => ({ url: `/api/storage/file/${randomUUID()}`, missing: true }),
  },

  // Merchandise: open jerseys for all; admins and developers manage; a buyer cancels their own.
  'GET /api/merchandise/jerseys': {
    who: everyone,
    call: () => ({ url: '/api/merchandise/jerseys' }),
  },
  'GET /api/merchandise/jerseys/all': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/merchandise/jerseys/all' }),
  },
  'POST /api/merchandise/jerseys': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/merchandise/jerseys', body: jerseyInput() }),
  },
  'PUT /api/merchandise/jerseys/:id': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: `/api/merchandise/jerseys/${NONE}`, body: jerseyInput(), missing: true }),
  },
  'PUT /api/merchandise/jerseys/:id/open': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({
      url: `/api/merchandise/jerseys/${NONE}/open`,
      body: { open: true },
      missing: true,
    }),
  },
  'POST /api/merchandise/jerseys/picture': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: (w) => ({ url: '/api/merchandise/jerseys/picture', form: w.upload.image() }),
  },
  'POST /api/merchandise/preorders': {
    who: signedIn(),
    call: () => ({
      url: '/api/merchandise/preorders',
      body: preOrderInput({ id: NONE, prices: PRICES } as never),
      missing: true,
    }),
  },
  'GET /api/merchandise/preorders/mine': {
    who: signedIn(),
    call: () => ({ url: '/api/merchandise/preorders/mine' }),
  },
  'GET /api/merchandise/preorders': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/merchandise/preorders' }),
  },
  'GET /api/merchandise/preorders/export.csv': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({ url: '/api/merchandise/preorders/export.csv' }),
  },
  'POST /api/merchandise/preorders/:id/payment': {
    who: only('ROLE_ADMIN', 'ROLE_DEV'),
    call: () => ({
      url: `/api/merchandise/preorders/${NONE}/payment`,
      body: { paid: true },
      missing: true,
    }),
  },
  'POST /api/merchandise/preorders/:id/cancel': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => {
      const jersey = await w.people.admin.client.post('/api/merchandise/jerseys', jerseyInput());
      // Paid at pick-up: a transfer needs the club's account set first.
      const placed = await w.people.owner.client.post(
        '/api/merchandise/preorders',
        preOrderInput(jersey.json() as never, { payment: { method: 'cash_at_pickup' } }),
      );
      return { url: `/api/merchandise/preorders/${(placed.json() as { id: number }).id}/cancel` };
    },
  },

  // Sponsor shop repair bookings: the club's sponsor is `seller`, the booking is the owner's.
  'GET /api/repair/sponsor': { who: everyone, call: () => ({ url: '/api/repair/sponsor' }) },
  'GET /api/repair': { who: signedIn(), call: () => ({ url: '/api/repair' }) },
  'POST /api/repair': {
    who: signedIn(),
    call: async (w) => {
      await sponsorIsSeller(w);
      return { url: '/api/repair', body: repairInput() };
    },
  },
  'GET /api/repair/:id': {
    who: { ...signedIn('hidden'), seller: 'ok', admin: 'ok', developer: 'ok', owner: 'ok' },
    call: async (w) => ({ url: `/api/repair/${await ownersRepair(w)}` }),
  },
  'POST /api/repair/:id/status': {
    who: { ...signedIn('hidden'), seller: 'ok', admin: 'ok', developer: 'ok', owner: 'forbidden' },
    call: async (w) => ({
      url: `/api/repair/${await ownersRepair(w)}/status`,
      body: { currentStatus: 'requested', to: 'accepted' },
    }),
  },
  'PUT /api/repair/:id/eta': {
    who: { ...signedIn('hidden'), seller: 'ok', admin: 'ok', developer: 'ok', owner: 'forbidden' },
    call: async (w) => ({
      url: `/api/repair/${await ownersRepair(w)}/eta`,
      body: { eta: '2030-01-05T16:00:00+06:00' },
    }),
  },

  // File share
  'GET /api/tempfile': { who: signedIn(), call: () => ({ url: '/api/tempfile' }) },
  'POST /api/tempfile': {
    who: signedIn(),
    call: (w) => ({ url: '/api/tempfile', form: w.upload.file() }),
  },
  'DELETE /api/tempfile/:id': {
    who: { ...signedIn('forbidden'), owner: 'ok' },
    call: async (w) => ({ url: `/api/tempfile/${(await w.tempFile()).id}` }),
  },
  'GET /api/tempfile/:id/download': {
    who: everyone,
    call: async (w) => ({ url: `/api/tempfile/${(await w.tempFile()).id}/download` }),
  },
};
