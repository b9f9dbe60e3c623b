/** Profile and cover pictures: checked by content, re-encoded to WebP, served resized. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COVER_PICTURE_WIDTHS,
  DEFAULT_AVATAR_URL,
  PICTURE_MAX_BYTES,
} from '../../src/contract/constants';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { storedNames } from '../helpers/stored-files';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

let server: TestServer;
let member: Member;

beforeAll(async () => {
  server = await startTestServer();
  member = await server.createMember('photo_rider');
});
afterAll(async () => server?.close());

function multipart(file: Buffer, filename: string, contentType: string, field = 'image') {
  const boundary = `----club${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(url: string, body: ReturnType<typeof multipart>, client = member.client) {
  return client.request({ method: 'POST', url, ...body });
}

/** A real PNG, 900 x 600, with some detail so that encoders have work to do. */
function png(width = 900, height = 600): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2a6"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

const mediaIdOf = (url: string) => url.split('/').at(-1) ?? '';

describe('profile picture', () => {
  let url: string;

  it('accepts a real PNG and replies the updated member', async () => {
    const reply = await upload(
      '/api/user/changeProfilePicture',
      multipart(await png(), 'me.png', 'image/png'),
    );
    expect(reply.statusCode).toBe(200);
    url = reply.json().profilePicture.url;
    expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    expect(reply.json().email).toBe(member.email);

    const row = await server.app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', mediaIdOf(url))
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(member.id);
    expect(JSON.parse(row.widths)).toEqual([64, 160, 400]);
  });

  it('serves WebP at the smallest stored width at least as wide as asked', async () => {
    for (const [asked, served] of [
      [1, 64],
      [64, 64],
      [100, 160],
      [400, 400],
      [5000, 400],
    ] as const) {
      const reply = await server.client().get(`${url}?w=${asked}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/webp');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(reply.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(served);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('is what getProfilePictureOf redirects to', async () => {
    const reply = await server.client().get(`/api/user/getProfilePictureOf/${member.id}`);
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe(url);
  });

  it('appears in the public profile', async () => {
    const reply = await server.client().get(`/api/user/${member.id}`);
    expect(reply.json().profilePicture).toEqual({ url });
  });

  it('a new picture replaces the old one, whose files are removed', async () => {
    const oldId = mediaIdOf(url);
    const reply = await upload(
      '/api/user/changeProfilePicture',
      multipart(await png(120, 120), 'small.png', 'image/png'),
    );
    expect(reply.statusCode).toBe(200);
    const newId = mediaIdOf(reply.json().profilePicture.url);
    expect(newId).not.toBe(oldId);
    expect(await storedNames(server.app, `media/${oldId}/`)).toEqual([]);
    expect((await server.client().get(`/api/media/${oldId}`)).statusCode).toBe(404);
    // 120 px wide: never upscaled, so the widths are 64 and the original 120.
    const row = await server.app.db
      .selectFrom('media')
      .select('widths')
      .where('id', '=', newId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.widths)).toEqual([64, 120]);
  });
});

describe('cover picture', () => {
  it('is stored at the cover widths and turned upright by EXIF', async () => {
    // 800 x 1400 stored sideways, with EXIF orientation 6: upright it is 1400 wide.
    const sideways = await sharp(await png(800, 1400))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const reply = await upload(
      '/api/user/changeCoverPicture',
      multipart(sideways, 'cover.jpg', 'image/jpeg'),
    );
    expect(reply.statusCode).toBe(200);
    const url = reply.json().coverPicture.url;
    const big = await server.client().get(`${url}?w=${COVER_PICTURE_WIDTHS.at(-1)}`);
    const meta = await sharp(big.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 1280, format: 'webp' });
    expect(meta.height).toBeLessThan(meta.width);
    expect(meta.orientation).toBeUndefined();
  });
});

describe('refused uploads', () => {
  it('a text file named .png is not a picture', async () => {
    const reply = await upload(
      '/api/user/changeProfilePicture',
      multipart(Buffer.from('just some text, honest'), 'fake.png', 'image/png'),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(SERVER_MESSAGE.notAnImage);
  });

  it('a file over 10 MB is 413', async () => {
    const huge = Buffer.concat([await png(), Buffer.alloc(PICTURE_MAX_BYTES + 1024)]);
    const reply = await upload(
      '/api/user/changeProfilePicture',
      multipart(huge, 'huge.png', 'image/png'),
    );
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe(SERVER_MESSAGE.fileTooLarge);
  });

  it('a visitor cannot upload', async () => {
    const reply = await upload(
      '/api/user/changeProfilePicture',
      multipart(await png(), 'me.png', 'image/png'),
      server.client(),
    );
    expect(reply.statusCode).toBe(401);
  });

  it('a picture in another field is not taken', async () => {
    const reply = await upload(
      '/api/user/changeProfilePicture',
      multipart(await png(), 'me.png', 'image/png', 'photo'),
    );
    expect(reply.statusCode).toBe(400);
  });
});

describe('media and defaults', () => {
  it('a member without a picture redirects to the default avatar', async () => {
    const other = await server.createMember('no_photo');
    const reply = await server.client().get(`/api/user/getProfilePictureOf/${other.id}`);
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe(DEFAULT_AVATAR_URL);
  });

  it('unknown media is a JSON 404 and a bad id a 400', async () => {
    const missing = await server.client().get('/api/media/3f1c7d2e-9a4b-4c8d-8e2f-1a2b3c4d5e6f');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().statusCode).toBe(404);
    const bad = await server.client().get('/api/media/..%2F..%2Fsecrets.json');
    expect(bad.statusCode).toBe(400);
  });
});
