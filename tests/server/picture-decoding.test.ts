/**
 * Pictures are decoded within bounds: a small file that would expand to a huge bitmap is
 * refused from its header, a profile picture may have fewer pixels than a post's, and only a
 * few decodes run at once, the rest waiting or told to come back (503, Retry-After).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { PICTURE_DECODES } from '../../src/server/modules/media/decode-gate';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

let server: TestServer;
let member: Member;

beforeAll(async () => {
  server = await startTestServer();
  member = await server.createMember('pixel_counter');
});
afterAll(async () => server?.close());

function multipart(file: Buffer) {
  const boundary = `----pixels${Date.now().toString(16)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One colour: a few hundred KB of PNG however many pixels it has. */
const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** Random pixels: a picture that takes its time to decode and encode. */
const noisy = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

const upload = (url: string, file: Buffer, client = member.client) =>
  client.request({ method: 'POST', url, ...multipart(file) });

describe('a decompression bomb', () => {
  it('is refused from its header: 7000 x 7000 pixels in a small PNG', async () => {
    const bomb = await flat(7000, 7000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const reply = await upload('/api/post/picture', bomb);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toBe(SERVER_MESSAGE.tooManyPixels(24));
    // Read from the header: no time spent decoding 49 million pixels.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('bounds each kind: 20 megapixels go in a post but not in a profile picture', async () => {
    const twenty = await flat(5000, 4000);
    const profile = await upload('/api/user/changeProfilePicture', twenty);
    expect(profile.statusCode, profile.body).toBe(400);
    expect(profile.json().message).toBe(SERVER_MESSAGE.tooManyPixels(16));
    const post = await upload('/api/post/picture', twenty);
    expect(post.statusCode, post.body).toBe(201);
  });
});

describe('decodes at once', () => {
  it(`runs ${PICTURE_DECODES.running}, queues ${PICTURE_DECODES.waiting}, and asks the rest to come back`, async () => {
    const picture = await noisy(900, 600);
    const count = PICTURE_DECODES.running + PICTURE_DECODES.waiting + 8;
    // Each from its own address, so the per-address upload limit is not what answers.
    const replies = await Promise.all(
      Array.from({ length: count }, () =>
        upload('/api/post/picture', picture, server.client(member.token)),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    const busy = replies.filter((reply) => reply.statusCode === 503);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      String(statuses),
    ).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(
      PICTURE_DECODES.running + PICTURE_DECODES.waiting,
    );
    for (const reply of busy) {
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      expect(reply.json().message).toBe(SERVER_MESSAGE.picturesBusy);
    }
    // Once the queue has drained, the next one goes through.
    expect((await upload('/api/post/picture', picture)).statusCode).toBe(201);
  });
});
