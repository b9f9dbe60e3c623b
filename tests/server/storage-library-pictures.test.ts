/**
 * Library pictures in the post, ride and product forms: the form's route turns the member's
 * own library picture into a picture of its kind (the same stored files, linked, not copied),
 * which the form's body then names as it names an upload. Someone else's file, a video, and
 * more pictures than a form takes are refused.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPictureSchema, eventSchema } from '../../src/contract/events';
import { POST_LIMITS, postPictureSchema, postSchema } from '../../src/contract/posts';
import { PRODUCT_LIMITS, productPictureSchema, productSchema } from '../../src/contract/products';
import {
  LIBRARY_PICTURE_PATHS,
  STORAGE_TEXT,
  storageItemSchema,
  type StorageItem,
} from '../../src/contract/storage';
import { grantRole } from '../../src/server/modules/roles/repository';
import { writeSettings } from '../../src/server/modules/settings/repository';
import { startTestServer, type TestClient, type TestServer } from '../helpers/server-app';
import { makeRiders, rideInput, type Rider } from './events-fixtures';

function multipart(name: string, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----club${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function addToLibrary(client: TestClient, name: string, data?: Buffer, type = 'image/png') {
  const reply = await client.request({
    method: 'POST',
    url: '/api/storage',
    ...multipart(name, { name: `${name}.bin`, type, data: data ?? (await png()) }),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return storageItemSchema.parse(reply.json());
}

const mediaIdOf = (url: string) => url.split('/').pop()!.split('?')[0]!;

describe('library pictures in the post, ride and product forms', () => {
  let server: TestServer;
  let owner: Rider;
  let other: Rider;
  let picture: StorageItem;
  const use = (client: TestClient, form: keyof typeof LIBRARY_PICTURE_PATHS, id: number) =>
    client.post(`/api${LIBRARY_PICTURE_PATHS[form]}`, { libraryPictureId: id });
  const mediaFile = (mediaId: string, width: number) =>
    path.join(server.dataDir, 'media', mediaId, `${width}.webp`);
  const mediaRows = async () =>
    Number(
      (
        await server.app.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
    [owner, other] = (await makeRiders(server, 'picker_rider', 2)) as [Rider, Rider];
    await grantRole(server.app.db, owner.id, 'ROLE_SELLER');
    await writeSettings(server.app.db, { storageQuotaBytes: 500 * 1024 * 1024 }, owner.id);
    picture = await addToLibrary(owner.client, 'Lake at dawn');
  });
  afterAll(async () => server?.close());

  it('puts a library picture in a post, sharing its stored files, and the feed shows it', async () => {
    const reply = await use(owner.client, 'post', picture.id);
    expect(reply.statusCode, reply.body).toBe(201);
    const media = postPictureSchema.parse(reply.json());
    expect(media.sizes.map((size) => size.width)).toEqual([320, 640, 900]);

    const libraryMedia = mediaIdOf(picture.url);
    const postMedia = mediaIdOf(media.url);
    expect(postMedia).not.toBe(libraryMedia);
    if (server.app.files.kind === 'disk') {
      // The same bytes on disk: a hard link, not a copy.
      const [mine, theirs] = await Promise.all([
        stat(mediaFile(postMedia, 900)),
        stat(mediaFile(libraryMedia, 900)),
      ]);
      expect(mine.ino).toBe(theirs.ino);
    } else {
      const [mine, theirs] = await Promise.all([
        server.app.files.readAll(`media/${postMedia}/900.webp`),
        server.app.files.readAll(`media/${libraryMedia}/900.webp`),
      ]);
      expect(mine?.length).toBeGreaterThan(0);
      expect(mine?.equals(theirs!)).toBe(true);
    }

    const created = await owner.client.post('/api/post', {
      content: 'Morning at the lake',
      media: [{ url: media.url }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = postSchema.parse(created.json());
    // A public post's picture is for everyone: its link needs no key, as the upload's did.
    const publicUrl = `/api/media/${postMedia}`;
    expect(post.media.map((item) => item.url)).toEqual([publicUrl]);
    const feed = await other.client.get('/api/post');
    const shown = (feed.json() as { content: { id: number; media: { url: string }[] }[] }).content;
    expect(shown.find((item) => item.id === post.id)?.media[0]?.url).toBe(publicUrl);
    const bytes = await other.client.get(`${publicUrl}?w=640`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/webp');

    // Deleting the post leaves the library picture whole, and the other way round.
    expect((await owner.client.delete(`/api/post/${post.id}`)).statusCode).toBe(204);
    expect((await owner.client.get(picture.url)).statusCode).toBe(200);
    const again = postPictureSchema.parse((await use(owner.client, 'post', picture.id)).json());
    const kept = await owner.client.post('/api/post', {
      content: 'Again',
      media: [{ url: again.url }],
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const spare = await addToLibrary(owner.client, 'Spare');
    const spareInPost = postPictureSchema.parse((await use(owner.client, 'post', spare.id)).json());
    expect((await owner.client.delete(`/api/storage/${spare.id}`)).statusCode).toBe(204);
    // In no post yet, the picture is its owner's alone.
    expect((await owner.client.get(spareInPost.url)).statusCode).toBe(200);
    expect((await other.client.get(`/api/media/${mediaIdOf(spareInPost.url)}`)).statusCode).toBe(
      404,
    );
  });

  it('puts a library picture on a ride as its cover', async () => {
    const reply = await use(owner.client, 'event', picture.id);
    expect(reply.statusCode, reply.body).toBe(201);
    const cover = eventPictureSchema.parse(reply.json());
    const created = await owner.client.post('/api/event', rideInput({ coverPictureId: cover.id }));
    expect(created.statusCode, created.body).toBe(201);
    const ride = eventSchema.parse(created.json());
    expect(ride.coverPicture?.url).toBe(cover.url);
    expect((await other.client.get(cover.url)).statusCode).toBe(200);
  });

  it('puts a library picture on a product, for sellers only', async () => {
    expect((await use(other.client, 'product', picture.id)).statusCode).toBe(403);
    const reply = await use(owner.client, 'product', picture.id);
    expect(reply.statusCode, reply.body).toBe(201);
    const main = productPictureSchema.parse(reply.json());
    const created = await owner.client.post('/api/product', {
      name: 'Club jersey',
      category: 'accessories',
      brand: 'Club',
      price: 250000,
      discountPrice: null,
      quantityAvailable: 5,
      description: 'Our colours.',
      mainImage: main.url,
      galleryImages: [],
      dimensions: { height: 2, width: 30, depth: 40 },
      weight: 0.2,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(productSchema.parse(created.json()).mainImage?.url).toBe(main.url);
  });

  it("refuses someone else's library file, a missing one, and a video, making nothing", async () => {
    const before = await mediaRows();
    for (const form of ['post', 'event'] as const) {
      const reply = await use(other.client, form, picture.id);
      expect(reply.statusCode, reply.body).toBe(403);
      expect(reply.json()).toMatchObject({ message: STORAGE_TEXT.notYourFile });
    }
    await grantRole(server.app.db, other.id, 'ROLE_SELLER');
    expect((await use(other.client, 'product', picture.id)).statusCode).toBe(403);
    expect((await use(owner.client, 'post', 999_999)).statusCode).toBe(404);
    expect((await use(owner.client, 'post', -1)).statusCode).toBe(400);

    const mp4 = Buffer.alloc(4096, 1);
    mp4.writeUInt32BE(24, 0);
    mp4.write('ftypisom', 4, 'latin1');
    const video = await addToLibrary(owner.client, 'Descent', mp4, 'video/mp4');
    // The picker asks for pictures only.
    const pictures = (await owner.client.get('/api/storage?kind=image')).json() as {
      content: StorageItem[];
    };
    expect(pictures.content.map((item) => item.kind)).not.toContain('video');
    expect(pictures.content.map((item) => item.id)).toContain(picture.id);
    const reply = await use(owner.client, 'post', video.id);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: STORAGE_TEXT.notAPicture });
    expect(await mediaRows()).toBe(before);
    // Nor can a post name the picture another member's library made for its owner.
    const mine = postPictureSchema.parse((await use(owner.client, 'post', picture.id)).json());
    const theft = await other.client.post('/api/post', {
      content: 'Mine',
      media: [{ url: mine.url }],
    });
    expect(theft.statusCode).toBe(400);
  });

  it("keeps the forms' limits: one use per picture made, and the most pictures a form takes", async () => {
    const urls: string[] = [];
    for (let count = 0; count <= POST_LIMITS.mediaMax; count++) {
      const reply = await use(owner.client, 'post', picture.id);
      urls.push(postPictureSchema.parse(reply.json()).url);
    }
    const tooMany = await owner.client.post('/api/post', {
      content: 'Too many',
      media: urls.map((url) => ({ url })),
    });
    expect(tooMany.statusCode).toBe(400);
    const first = await owner.client.post('/api/post', {
      content: 'All it takes',
      media: urls.slice(0, POST_LIMITS.mediaMax).map((url) => ({ url })),
    });
    expect(first.statusCode, first.body).toBe(201);
    const twice = await owner.client.post('/api/post', {
      content: 'Twice',
      media: [{ url: urls[0]! }],
    });
    expect(twice.statusCode).toBe(400);

    const gallery: string[] = [];
    for (let count = 0; count <= PRODUCT_LIMITS.galleryMax; count++) {
      const reply = await use(owner.client, 'product', picture.id);
      gallery.push(productPictureSchema.parse(reply.json()).url);
    }
    const product = await owner.client.post('/api/product', {
      name: 'Bidon',
      category: 'accessories',
      brand: 'Club',
      price: 50000,
      discountPrice: null,
      quantityAvailable: 5,
      description: 'Keeps water cold.',
      mainImage: null,
      galleryImages: gallery,
      dimensions: { height: 20, width: 7, depth: 7 },
      weight: 0.1,
    });
    expect(product.statusCode).toBe(400);
  });
});
