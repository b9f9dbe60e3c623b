/**
 * The landing page's content (§7 Intro): everybody reads it, developers and admins change it
 * with multipart forms, pictures are checked by content, and a read reflects every change.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../src/contract/constants';
import {
  INTRO_LIMITS,
  INTRO_PATHS,
  INTRO_TEXT,
  type HomeContent,
  type Special,
  INTRO_VALIDATION,
} from '../../src/contract/intro';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { seedDemoIntro } from '../../src/server/seed/demo-intro';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

const api = (path: string) => `/api${path}`;

let server: TestServer;
let dev: Member;
let admin: Member;
let rider: Member;

beforeAll(async () => {
  server = await startTestServer();
  [dev, admin, rider] = await Promise.all([
    server.createMember('intro_dev', { roles: ['ROLE_DEV'] }),
    server.createMember('intro_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('intro_rider'),
  ]);
});
afterAll(async () => server?.close());

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string };

/** A multipart/form-data body as a browser sends it. */
function form(parts: Part[]) {
  const boundary = `----intro${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'file' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`));
    chunks.push('file' in part ? part.file : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function send(client: Member['client'], path: string, parts: Part[]) {
  return client.request({ method: 'POST', url: api(path), ...form(parts) });
}

function png(width = 1000, height = 600, red = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

async function home(): Promise<HomeContent> {
  const reply = await server.client().get(api(INTRO_PATHS.home));
  expect(reply.statusCode).toBe(200);
  return reply.json<HomeContent>();
}

async function mediaExists(id: string): Promise<boolean> {
  const row = await server.app.db
    .selectFrom('media')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

const text = (name: string, value: string): Part => ({ name, value });
const file = async (name: string, filename = 'picture.png', width?: number): Promise<Part> => ({
  name,
  filename,
  file: await png(width),
});

describe('GET /api/intro/home', () => {
  it('is empty and public before anyone writes it, and revalidates with its ETag', async () => {
    const reply = await server.client().get(api(INTRO_PATHS.home));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      welcomeText: '',
      welcomeImage: null,
      specials: [],
      updatedAt: null,
    });
    expect(reply.headers['cache-control']).toBe('no-cache');
    const etag = String(reply.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await server
      .client()
      .request({ method: 'GET', url: api(INTRO_PATHS.home), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('who may change the landing page', () => {
  const writes = async (client: Member['client']) => [
    await send(client, INTRO_PATHS.update, [text('welcomeText', 'Hello riders')]),
    await send(client, INTRO_PATHS.addSpecial, [
      text('title', 'Night ride'),
      text('description', 'Lights on.'),
    ]),
    await client.delete(api(INTRO_PATHS.special(999999))),
  ];

  it('refuses visitors with 401 and members with 403, and stores nothing', async () => {
    const before = await home();
    for (const reply of await writes(server.client())) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json().message).toBe(SERVER_MESSAGE.signInRequired);
    }
    for (const reply of await writes(rider.client)) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe(SERVER_MESSAGE.forbidden);
    }
    expect(await home()).toEqual(before);
  });

  it('lets developers and admins write', async () => {
    for (const editor of [dev, admin]) {
      const update = await send(editor.client, INTRO_PATHS.update, [
        text('welcomeText', `Hello from ${editor.username}`),
      ]);
      expect(update.statusCode).toBe(200);
      expect(update.json<HomeContent>().welcomeText).toBe(`Hello from ${editor.username}`);
      const special = await send(editor.client, INTRO_PATHS.addSpecial, [
        text('title', `By ${editor.username}`),
        text('description', 'Written by an editor.'),
      ]);
      expect(special.statusCode).toBe(201);
      const removed = await editor.client.delete(
        api(INTRO_PATHS.special(special.json<Special>().id)),
      );
      expect(removed.statusCode).toBe(204);
    }
    expect((await home()).welcomeText).toBe(`Hello from ${admin.username}`);
  });
});

describe('POST /api/introUpdate', () => {
  it('needs a welcome text, within its length, sent as multipart', async () => {
    const empty = await send(dev.client, INTRO_PATHS.update, [text('welcomeText', '   ')]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ welcomeText: INTRO_VALIDATION.welcomeTextRequired });

    const long = await send(dev.client, INTRO_PATHS.update, [
      text('welcomeText', 'x'.repeat(INTRO_LIMITS.welcomeTextMaxLength + 1)),
    ]);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ welcomeText: INTRO_TEXT.tooLong });

    const json = await dev.client.post(api(INTRO_PATHS.update), { welcomeText: 'As JSON' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);

    const stray = await send(dev.client, INTRO_PATHS.update, [
      text('welcomeText', 'Hi'),
      await file('image'),
    ]);
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toBe(INTRO_TEXT.unknownField('image'));
  });

  it('takes a picture by its content, at the welcome widths, and replaces the old one', async () => {
    const first = await send(dev.client, INTRO_PATHS.update, [
      text('welcomeText', 'Welcome, riders'),
      await file('welcomeImage', 'hero.png', 1000),
    ]);
    expect(first.statusCode).toBe(200);
    const picture = first.json<HomeContent>().welcomeImage;
    expect(picture?.sizes.map((size) => size.width)).toEqual([480, 960, 1000]);
    const served = await server.client().get(picture!.sizes[0]!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // Text alone keeps the picture.
    const textOnly = await send(dev.client, INTRO_PATHS.update, [
      text('welcomeText', 'Welcome again'),
    ]);
    expect(textOnly.json<HomeContent>().welcomeImage?.id).toBe(picture!.id);

    const second = await send(dev.client, INTRO_PATHS.update, [
      text('welcomeText', 'Welcome again'),
      await file('welcomeImage', 'hero2.png', 600),
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json<HomeContent>().welcomeImage?.id).not.toBe(picture!.id);
    expect(await mediaExists(picture!.id)).toBe(false);
  });

  it('refuses a file that is not a picture whatever its name, and keeps what was there', async () => {
    const before = await home();
    const reply = await send(dev.client, INTRO_PATHS.update, [
      text('welcomeText', 'Changed?'),
      {
        name: 'welcomeImage',
        filename: 'fake.png',
        file: Buffer.from('<html>not a picture</html>'),
      },
    ]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(`fake.png: ${SERVER_MESSAGE.notAnImage}`);
    expect(reply.json().fieldErrors).toHaveProperty('welcomeImage');
    expect(await home()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const reply = await send(dev.client, INTRO_PATHS.update, [
      text('welcomeText', 'Too big'),
      { name: 'welcomeImage', filename: 'big.png', file: Buffer.alloc(PICTURE_MAX_BYTES + 1, 1) },
    ]);
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe(SERVER_MESSAGE.fileTooLarge);
  });
});

describe('POST /api/introAddSpecial', () => {
  let special: Special;

  it('adds a special with several pictures', async () => {
    const reply = await send(dev.client, INTRO_PATHS.addSpecial, [
      text('title', 'Group rides'),
      text('description', 'Every Friday morning.'),
      await file('images', 'one.png'),
      await file('images', 'two.png'),
    ]);
    expect(reply.statusCode).toBe(201);
    special = reply.json<Special>();
    expect(special).toMatchObject({ title: 'Group rides', description: 'Every Friday morning.' });
    expect(special.images).toHaveLength(2);
    expect(special.images[0]?.sizes.map((size) => size.width)).toEqual([320, 640, 1000]);
    expect((await home()).specials.find((one) => one.id === special.id)).toEqual(special);
  });

  it('updates by id: new pictures are added after the kept ones', async () => {
    const reply = await send(dev.client, INTRO_PATHS.addSpecial, [
      text('id', String(special.id)),
      text('title', 'Group rides, weekly'),
      text('description', 'Fridays and holidays.'),
      await file('images', 'three.png'),
    ]);
    expect(reply.statusCode).toBe(200);
    const updated = reply.json<Special>();
    expect(updated.id).toBe(special.id);
    expect(updated.title).toBe('Group rides, weekly');
    expect(updated.images.slice(0, 2)).toEqual(special.images);
    expect(updated.images).toHaveLength(3);
    special = updated;
  });

  it('keeps only the pictures named in keepImages and deletes the others', async () => {
    const [first, second, third] = special.images;
    const reply = await send(dev.client, INTRO_PATHS.addSpecial, [
      text('id', String(special.id)),
      text('title', special.title),
      text('description', special.description),
      text('keepImages', third!.id),
      text('keepImages', first!.id),
    ]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Special>().images.map((image) => image.id)).toEqual([first!.id, third!.id]);
    expect(await mediaExists(second!.id)).toBe(false);

    const none = await send(dev.client, INTRO_PATHS.addSpecial, [
      text('id', String(special.id)),
      text('title', special.title),
      text('description', special.description),
      text('keepImages', ''),
    ]);
    expect(none.json<Special>().images).toEqual([]);
    expect(await mediaExists(first!.id)).toBe(false);
    special = none.json<Special>();
  });

  it('refuses wrong input with the field it concerns, changing nothing', async () => {
    const before = await home();
    const other = await send(dev.client, INTRO_PATHS.addSpecial, [
      text('title', 'Other'),
      text('description', 'Another special.'),
      await file('images'),
    ]);
    const foreign = other.json<Special>().images[0]!.id;

    const cases: [Part[], number, Record<string, string> | undefined][] = [
      [[text('description', 'No title')], 400, { title: INTRO_TEXT.titleRequired }],
      [[text('title', 'No description')], 400, { description: INTRO_TEXT.descriptionRequired }],
      [
        [text('title', 'x'.repeat(INTRO_LIMITS.titleMaxLength + 1)), text('description', 'd')],
        400,
        { title: INTRO_TEXT.tooLong },
      ],
      [
        [
          text('id', String(special.id)),
          text('title', 't'),
          text('description', 'd'),
          text('keepImages', foreign),
        ],
        400,
        { keepImages: INTRO_TEXT.notThisSpecialsImage },
      ],
      [[text('id', '999999'), text('title', 't'), text('description', 'd')], 404, undefined],
      [[text('id', 'abc'), text('title', 't'), text('description', 'd')], 400, undefined],
    ];
    for (const [parts, status, fieldErrors] of cases) {
      const reply = await send(dev.client, INTRO_PATHS.addSpecial, parts);
      expect(reply.statusCode, JSON.stringify(parts.map((part) => part.name))).toBe(status);
      if (fieldErrors) expect(reply.json().fieldErrors).toEqual(fieldErrors);
    }
    const missing = await send(dev.client, INTRO_PATHS.addSpecial, [
      text('id', '999999'),
      text('title', 't'),
      text('description', 'd'),
    ]);
    expect(missing.json().message).toBe(INTRO_TEXT.specialNotFound);

    await dev.client.delete(api(INTRO_PATHS.special(other.json<Special>().id)));
    expect(await mediaExists(foreign)).toBe(false);
    expect(await home()).toEqual(before);
  });

  it('refuses more pictures than a special holds, and files that are not pictures', async () => {
    const countMedia = async () =>
      Number(
        (
          await server.app.db
            .selectFrom('media')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countMedia();
    const tooMany: Part[] = [text('title', 'Many'), text('description', 'Too many pictures.')];
    for (let i = 0; i <= INTRO_LIMITS.specialImagesMax; i++)
      tooMany.push(await file('images', `p${i}.png`, 400));
    const many = await send(dev.client, INTRO_PATHS.addSpecial, tooMany);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(INTRO_TEXT.tooManyImages);

    const forged = await send(dev.client, INTRO_PATHS.addSpecial, [
      text('title', 'Forged'),
      text('description', 'The second file is text.'),
      await file('images', 'good.png'),
      { name: 'images', filename: 'bad.png', file: Buffer.from('GIF89a but not really') },
    ]);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fieldErrors).toEqual({
      'images.1': `bad.png: ${SERVER_MESSAGE.notAnImage}`,
    });
    // The good picture stored before the bad one was found is gone again.
    expect(await countMedia()).toBe(before);
    expect((await home()).specials.map((one) => one.title)).not.toContain('Forged');
  });

  it('deletes a special with its pictures; a second delete is 404', async () => {
    const added = await send(dev.client, INTRO_PATHS.addSpecial, [
      text('title', 'Short-lived'),
      text('description', 'Soon gone.'),
      await file('images'),
    ]);
    const { id, images } = added.json<Special>();
    const etag = (await server.client().get(api(INTRO_PATHS.home))).headers.etag;
    expect((await dev.client.delete(api(INTRO_PATHS.special(id)))).statusCode).toBe(204);
    expect(await mediaExists(images[0]!.id)).toBe(false);
    const after = await server.client().get(api(INTRO_PATHS.home));
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<HomeContent>().specials.map((one) => one.id)).not.toContain(id);
    const again = await dev.client.delete(api(INTRO_PATHS.special(id)));
    expect(again.statusCode).toBe(404);
  });
});

describe('demo content', () => {
  it('seeds a welcome and three specials with pictures once, and never again', async () => {
    // A fresh club whose only member is the demo developer, who becomes the pictures' owner.
    const demo = await startTestServer();
    try {
      const editor = await demo.createMember('developer1', { roles: ['ROLE_DEV'] });
      await seedDemoIntro(demo.app);
      const content = (await demo.client().get(api(INTRO_PATHS.home))).json<HomeContent>();
      expect(content.welcomeText).not.toBe('');
      expect(content.welcomeImage?.sizes.map((size) => size.width)).toEqual([480, 960, 1280]);
      expect(content.specials.map((special) => special.title)).toEqual([
        'Group rides',
        'The club shop',
        'Bike messenger',
      ]);
      for (const special of content.specials) expect(special.images.length).toBeGreaterThan(0);
      const picture = await demo.client().get(content.specials[0]!.images[0]!.sizes[0]!.url);
      expect(picture.statusCode).toBe(200);
      const owners = await demo.app.db.selectFrom('media').select('owner_id').distinct().execute();
      expect(owners).toEqual([{ owner_id: editor.id }]);

      await seedDemoIntro(demo.app);
      expect((await demo.client().get(api(INTRO_PATHS.home))).json()).toEqual(content);
    } finally {
      await demo.close();
    }
  });
});
