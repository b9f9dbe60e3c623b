/**
 * The landing page's shell names its welcome picture in the head (a preload with the same
 * srcset and sizes as the screen's img), so a phone fetches it beside the app's code; with no
 * picture, and on other routes, the shell names none.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTRO_PATHS, type HomeContent } from '../../src/contract/intro';
import { INTRO_HERO_SIZES } from '../../src/contract/intro-constants';
import { pictureSrcSet } from '../../src/contract/picture-src-set';
import { WELCOME_PICTURE_KEPT_MS } from '../../src/server/modules/intro/service';
import { writeElsewhere } from '../helpers/other-connection';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

let server: TestServer;
let dev: Member;

beforeAll(async () => {
  const clientDir = path.join(mkdtempSync(path.join(tmpdir(), 'club-first-picture-')), 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>shell</title></head><body></body></html>',
  );
  server = await startTestServer({ env: { CLIENT_DIR: clientDir } });
  dev = await server.createMember('first_picture_dev', { roles: ['ROLE_DEV'] });
});
afterAll(async () => server?.close());

const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

async function setWelcome(withPicture: boolean): Promise<HomeContent> {
  const boundary = '----firstpicture';
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="welcomeText"\r\n\r\nWelcome\r\n`,
  ];
  const chunks: Buffer[] = [Buffer.from(parts.join(''))];
  if (withPicture) {
    const png = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="welcomeImage"; filename="hero.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const reply = await dev.client.request({
    method: 'POST',
    url: `/api${INTRO_PATHS.update}`,
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<HomeContent>();
}

describe('the landing page names its first picture', () => {
  it('names none while the club has no welcome picture', async () => {
    const page = await server.client().get('/intro');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(preloads(page.body)).toEqual([]);
  });

  it('names the welcome picture with the srcset and sizes the screen uses, on /intro only', async () => {
    const { welcomeImage } = await setWelcome(true);
    expect(welcomeImage).not.toBeNull();
    const page = await server.client().get('/intro');
    const [link, ...more] = preloads(page.body);
    expect(more).toEqual([]);
    expect(link).toContain(`href="${welcomeImage!.sizes.at(-1)!.url}"`);
    expect(link).toContain(`imagesrcset="${pictureSrcSet(welcomeImage!)}"`);
    expect(link).toContain(`imagesizes="${INTRO_HERO_SIZES}"`);
    expect(link).toContain('fetchpriority="high"');
    expect(page.body.indexOf(link!)).toBeLessThan(page.body.indexOf('</head>'));
    // The picture it names is served.
    const picture = await server.client().get(welcomeImage!.sizes[0]!.url);
    expect(picture.statusCode).toBe(200);

    const other = await server.client().get('/events');
    expect(other.statusCode).toBe(200);
    expect(preloads(other.body)).toEqual([]);
  });

  it('keeps the picture it names, and names a change made by another process within the kept time', async () => {
    const { welcomeImage } = await setWelcome(true);
    const named = async () => preloads((await server.client().get('/intro')).body);
    expect((await named())[0]).toContain(welcomeImage!.sizes.at(-1)!.url);
    // Another server process removes the picture: this one still names the kept one...
    await writeElsewhere(server, 'update intro_welcome set image_id = null', []);
    expect((await named())[0]).toContain(welcomeImage!.sizes.at(-1)!.url);
    // ...until the kept time is over.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + WELCOME_PICTURE_KEPT_MS + 1_000 });
    try {
      expect(await named()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
