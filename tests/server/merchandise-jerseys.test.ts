/**
 * Jersey pictures and the demo jerseys: pictures are stored at the catalogue widths, only the
 * uploader's own free pictures may be shown, a picture an edit drops is deleted, and the demo
 * seed writes its jerseys only into an empty table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JERSEY_PICTURE_WIDTHS,
  MERCHANDISE_TEXT,
  jerseyListSchema,
} from '../../src/contract/merchandise';
import type { ProductPicture } from '../../src/contract/products';
import { seedDemoMerchandise } from '../../src/server/seed/demo-merchandise';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { addJersey, jerseyInput } from './merchandise-fixtures';
import { multipart, pngOf } from './shop-fixtures';

let server: TestServer;
let admin: Member;
let otherAdmin: Member;
let member: Member;

beforeAll(async () => {
  server = await startTestServer();
  [admin, otherAdmin, member] = await Promise.all([
    server.createMember('pic_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('pic_admin2', { roles: ['ROLE_ADMIN'] }),
    server.createMember('pic_member'),
  ]);
});
afterAll(async () => server?.close());

async function upload(by: Member, width = 1200) {
  return by.client.request({
    method: 'POST',
    url: '/api/merchandise/jerseys/picture',
    ...multipart(await pngOf(width)),
  });
}

async function picture(by: Member): Promise<ProductPicture> {
  const reply = await upload(by);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<ProductPicture>();
}

describe('jersey pictures', () => {
  it('are uploaded by admins only and stored at the catalogue widths', async () => {
    expect((await upload(member)).statusCode).toBe(403);
    const stored = await picture(admin);
    expect(stored.sizes.map((size) => size.width)).toEqual([...JERSEY_PICTURE_WIDTHS]);
    const small = await server.client().get(stored.sizes[0]!.url);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
  });

  it("refuses another admin's picture, one in another jersey, and one twice", async () => {
    const theirs = await picture(otherAdmin);
    const foreign = await admin.client.post(
      '/api/merchandise/jerseys',
      jerseyInput({ pictures: [theirs.url] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ 'pictures.0': MERCHANDISE_TEXT.notYourPicture });

    const mine = await picture(admin);
    await addJersey(admin, { pictures: [mine.url] });
    const reused = await admin.client.post(
      '/api/merchandise/jerseys',
      jerseyInput({ pictures: [mine.url] }),
    );
    expect(reused.json().fieldErrors).toEqual({
      'pictures.0': MERCHANDISE_TEXT.pictureInAnotherJersey,
    });

    const fresh = await picture(admin);
    const twice = await admin.client.post(
      '/api/merchandise/jerseys',
      jerseyInput({ pictures: [fresh.url, fresh.url] }),
    );
    expect(twice.json().fieldErrors).toEqual({ 'pictures.1': MERCHANDISE_TEXT.pictureTwice });
  });

  it('keeps the pictures an edit keeps and deletes the one it drops', async () => {
    const [first, second] = [await picture(admin), await picture(admin)];
    const jersey = await addJersey(admin, { pictures: [first.url, second.url] });
    expect(jersey.pictures.map((one) => one.url)).toEqual([first.url, second.url]);
    // Another admin may edit it and keep its pictures.
    const edit = await otherAdmin.client.put(
      `/api/merchandise/jerseys/${jersey.id}`,
      jerseyInput({ pictures: [second.url] }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().pictures.map((one: ProductPicture) => one.url)).toEqual([second.url]);
    expect((await server.client().get(first.url)).statusCode).toBe(404);
    expect((await server.client().get(second.url)).statusCode).toBe(200);
  });
});

describe('the demo jerseys', () => {
  it('are seeded open with a picture, only into an empty table', async () => {
    // The demo seed runs after the demo accounts exist; admin1 owns the pictures.
    const empty = await startTestServer();
    try {
      await empty.createMember('admin1', { roles: ['ROLE_ADMIN'] });
      await seedDemoMerchandise(empty.app);
      await seedDemoMerchandise(empty.app);
      const list = jerseyListSchema.parse(
        (await empty.client().get('/api/merchandise/jerseys')).json(),
      );
      expect(list.map((one) => one.name)).toEqual(['Club race jersey 2026', 'Training jersey']);
      expect(list.every((one) => one.open && one.pictures.length === 1)).toBe(true);
      expect((await empty.client().get(list[0]!.pictures[0]!.url)).statusCode).toBe(200);
    } finally {
      await empty.close();
    }

    // A club that has its own jerseys gets no demo ones.
    await addJersey(admin, { name: 'Our own jersey' });
    await seedDemoMerchandise(server.app);
    const ours = jerseyListSchema.parse(
      (await admin.client.get('/api/merchandise/jerseys/all')).json(),
    );
    expect(ours.some((one) => one.name === 'Training jersey')).toBe(false);
  });
});
