/**
 * The people and things the route access rows call on: one signed-in member per role (made in
 * the database with a session, no password hashing), and makers of fresh things owned by
 * `owner`, so a row that deletes or cancels what it is given never spoils the next call.
 */
import { createHash, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { RoleName } from '../../src/contract/roles';
import { orderConfirmSchema } from '../../src/contract/orders';
import { createSession } from '../../src/server/lib/sessions';
import { confirm } from '../../src/server/modules/orders/checkout';
import { grantRole } from '../../src/server/modules/roles/repository';
import { readClubSettings } from '../../src/server/modules/settings/read';
import { insertUser } from '../../src/server/modules/users/repository';
import {
  TEST_PASSWORD,
  type Member,
  type TestClient,
  type TestServer,
} from '../helpers/server-app';
import { inHours, rideInput } from './events-fixtures';
import { parcelInput } from './parcels-fixtures';
import { confirmation, pngOf, productInput } from './shop-fixtures';

export const SIGNED_IN_ACTORS = ['member', 'seller', 'admin', 'developer', 'owner'] as const;
export type SignedInActor = (typeof SIGNED_IN_ACTORS)[number];
export const ACTORS = ['visitor', ...SIGNED_IN_ACTORS] as const;
export type Actor = (typeof ACTORS)[number];

export interface Person {
  id: number;
  username: string;
  token: string;
  client: TestClient;
}

/** Roles of each signed-in actor; the owner also sells, so it can own a product too. */
const ROLES_OF: Record<SignedInActor | 'bystander' | 'shop', RoleName[]> = {
  member: ['ROLE_USER'],
  seller: ['ROLE_USER', 'ROLE_SELLER'],
  admin: ['ROLE_USER', 'ROLE_ADMIN'],
  developer: ['ROLE_USER', 'ROLE_DEV'],
  owner: ['ROLE_USER', 'ROLE_SELLER'],
  bystander: ['ROLE_USER'],
  shop: ['ROLE_USER', 'ROLE_SELLER'],
};

/** Private details that are this member's alone, so a reply that leaks them is caught by value. */
export function privateDetailsOf(username: string) {
  const digits = BigInt(`0x${createHash('sha256').update(username).digest('hex')}`).toString();
  return {
    email: `${username}.private@hidden-mail.example`,
    contact: `017${digits.slice(0, 8)}`,
    address: `House ${digits.slice(8, 11)}, Secret Lane of ${username}, Dhaka`,
    dob: `19${70 + (Number(digits.slice(11, 13)) % 30)}-0${1 + (Number(digits[13]) % 9)}-1${digits[14]}`,
  };
}

export async function makePerson(
  server: TestServer,
  username: string,
  roles: RoleName[],
): Promise<Person> {
  const details = privateDetailsOf(username);
  const id = await insertUser(server.app.db, {
    username,
    username_key: username.toLowerCase(),
    email: details.email,
    full_name: `Rider ${username}`,
    contact: details.contact,
    address: details.address,
    dob: details.dob,
    gender: 'NOT_SPECIFIED',
    password_hash: 'not-a-hash',
    account_status: 'active',
    can_manage_users: 0,
    can_delete_posts: 0,
    payment_method: null,
    profile_picture_id: null,
    cover_picture_id: null,
    created_at: new Date().toISOString(),
    last_login: null,
  });
  for (const role of roles) await grantRole(server.app.db, id, role);
  const token = await createSession(server.app.db, server.app.config, id, 'route access test');
  return { id, username, token, client: server.client(token) };
}

/** A tiny but well-formed GPX track, for the ride route upload. */
const GPX = Buffer.from(
  '<?xml version="1.0"?><gpx version="1.1" creator="club" xmlns="http://www.topografix.com/GPX/1/1">' +
    '<trk><trkseg><trkpt lat="23.7465" lon="90.3763"><ele>10</ele></trkpt>' +
    '<trkpt lat="23.7565" lon="90.3863"><ele>12</ele></trkpt></trkseg></trk></gpx>',
);

/** A multipart body: text fields first, then one file. */
export function upload(
  field: string,
  file: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
) {
  const boundary = `----club${randomUUID()}`;
  const texts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    texts.join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type Upload = ReturnType<typeof upload>;

async function created<T = { id: number }>(
  reply: Promise<{ statusCode: number; body: string; json(): unknown }>,
) {
  const answer = await reply;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as T;
}

export async function makeWorld(server: TestServer) {
  const people = {} as Record<SignedInActor | 'bystander' | 'shop', Person>;
  for (const [actor, roles] of Object.entries(ROLES_OF)) {
    people[actor as SignedInActor] = await makePerson(server, `access_${actor}`, roles);
  }
  const { shop, bystander } = people;
  // The owner calls from a new address each time: the makers below run far more often than the
  // per-address limits on creating things allow a minute, and this suite is not about those.
  const owner = {
    ...people.owner,
    get client() {
      return server.client(people.owner.token);
    },
  };
  const png = await pngOf(64, 64);
  const post = () =>
    created(owner.client.post('/api/post', { content: 'Morning loop around the lake.' }));
  const product = () =>
    created(owner.client.post('/api/product', productInput({ quantityAvailable: 1000 })));
  const bug = () =>
    created(
      owner.client.post('/api/bugs', {
        title: 'Ride list is empty',
        description: 'After a reload the list shows nothing.',
        severity: 'MEDIUM',
      }),
    );
  let signedUp: Promise<Member> | undefined;

  return {
    people,
    upload: {
      image: () => upload('image', png, 'picture.png', 'image/png'),
      file: () => upload('file', png, 'picture.png', 'image/png', { name: 'picture.png' }),
      gpx: () => upload('gpx', GPX, 'ride.gpx', 'application/gpx+xml'),
      form: (field: string, fields: Record<string, string>) =>
        upload(field, png, 'picture.png', 'image/png', fields),
    },
    /** A fresh session of the same person, for calls that end the session they come with. */
    freshToken: (person: Person) =>
      createSession(server.app.db, server.app.config, person.id, 'route access test'),
    post,
    async comment() {
      const { id } = await post();
      const comment = await created(
        owner.client.post(`/api/post/${id}/comments`, { text: 'Count me in.' }),
      );
      return { postId: id, commentId: comment.id };
    },
    product,
    ride: () => created(owner.client.post('/api/event', rideInput())),
    /** A ride whose roll-call is open (it starts within the hour), the owner going on it. */
    rideStartingSoon: () =>
      created(owner.client.post('/api/event', rideInput({ startsAt: inHours(0.5) }))),
    parcel: () => created(owner.client.post('/api/parcel', parcelInput())),
    /**
     * Opts the actor in (or out) as a messenger rider, approved by the club's admin; the open
     * list and taking need it.
     */
    async rider(actor: Actor, rider = true) {
      if (actor === 'visitor') return;
      const client = server.client(people[actor].token);
      const reply = await client.put('/api/parcel/rider', { rider });
      expect(reply.statusCode, reply.body).toBe(200);
      if (!rider) return;
      const approved = await people.admin.client.put(
        `/api/parcel/riders/${people[actor].id}/approval`,
        { approved: true },
      );
      expect(approved.statusCode, approved.body).toBe(204);
    },
    /** A group of the owner and a bystander: member, seller, admin and developer are outside. */
    group: () =>
      created(
        owner.client.post('/api/conversations', {
          kind: 'group',
          name: 'Sunday crew',
          memberIds: [bystander.id],
        }),
      ),
    storedFile: () =>
      created<{ id: number; fileId: string }>(
        owner.client.request({
          method: 'POST',
          url: '/api/storage',
          ...upload('file', png, 'p.png', 'image/png', { name: 'p.png' }),
        }),
      ),
    tempFile: () =>
      created<{ id: string }>(
        owner.client.request({
          method: 'POST',
          url: '/api/tempfile',
          ...upload('file', png, 'p.png', 'image/png'),
        }),
      ),
    /** An order of the owner for one unit of a product of `shop`, a seller who is no actor. */
    async orderLine() {
      const item = await created<{ id: number; price: number; discountPrice: number | null }>(
        server.client(shop.token).post('/api/product', productInput({ quantityAvailable: 1000 })),
      );
      const settings = await readClubSettings(server.app.db);
      const input = orderConfirmSchema.parse(
        confirmation([{ product: item as never, quantity: 1 }], {
          serviceCharge: settings.serviceCharge,
          deliveryCharge: settings.deliveryCharges.home,
        }),
      );
      const orderId = await confirm(
        server.app,
        {
          id: owner.id,
          username: owner.username,
          roles: ['ROLE_USER', 'ROLE_SELLER'],
          canManageUsers: false,
          canDeletePosts: false,
          sessionId: '',
        },
        input,
      );
      const order = await created<{ id: number; lines: { id: number; status: string }[] }>(
        owner.client.get(`/api/order/${orderId}`),
      );
      return { orderId: order.id, line: order.lines[0]!, product: item };
    },
    password: TEST_PASSWORD,
    /** A member who signed up through the API and so has a password (made once). */
    signedUp: () => (signedUp ??= server.createMember('access_signed_up')),
    bugId: (await bug()).id,
    bug,
    async poll() {
      const poll = await created<{ id: number; poll: { options: { id: number }[] } }>(
        owner.client.post('/api/post', {
          content: 'Which loop on Sunday?',
          isPoll: true,
          pollOptions: ['Lake', 'Hills'],
        }),
      );
      return { id: poll.id, optionId: poll.poll.options[0]!.id };
    },
    /** A checkout of one unit of a product of the owner, priced as the shop shows it. */
    async checkout() {
      const item = await product();
      const settings = await readClubSettings(server.app.db);
      return confirmation([{ product: item as never, quantity: 1 }], {
        serviceCharge: settings.serviceCharge,
        deliveryCharge: settings.deliveryCharges.home,
      });
    },
    async messageIn(conversationId: number) {
      const message = await created(
        owner.client.post(`/api/conversations/${conversationId}/messages`, { text: 'Hello.' }),
      );
      return message.id;
    },
  };
}

export type World = Awaited<ReturnType<typeof makeWorld>>;
