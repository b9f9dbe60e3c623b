/**
 * Demo content of the landing page: a welcome text and picture and three specials (group
 * rides, the shop, the bike messenger), with simple artwork drawn here by sharp so the
 * repository carries no image files. Written only while the landing page has no content at
 * all, so running it again, or on a club that wrote its own, changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { SPECIAL_PICTURE_WIDTHS, WELCOME_PICTURE_WIDTHS } from '../../contract/intro';
import { storePicture } from '../modules/media/service';
import {
  countSpecials,
  findWelcome,
  insertSpecial,
  INTRO_MEDIA_KIND,
  replaceSpecialImages,
  saveWelcome,
} from '../modules/intro/repository';
import { findUserByIdentifier } from '../modules/users/repository';

const EDITOR = 'developer1';

const WELCOME_TEXT =
  'We are the city’s cycling club: riders of every pace, on every kind of bike. Join a group ride at the weekend, find parts and jerseys in the club shop, or send a parcel across town with our bike messengers.';

interface Artwork {
  sky: [string, string];
  ground: string;
  accent: string;
}

/** A landscape with a bicycle: a gradient sky, a sun, hills and two wheels on a frame. */
function artworkSvg(width: number, height: number, { sky, ground, accent }: Artwork): string {
  const wheel = height * 0.16;
  const y = height * 0.72;
  const x = width * 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.22}" r="${height * 0.1}" fill="#fff6c8" opacity="0.9"/>
  <path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.5} ${width * 0.5} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${ground}"/>
  <g fill="none" stroke="${accent}" stroke-width="${height * 0.022}" stroke-linecap="round" stroke-linejoin="round">
    <circle cx="${x - wheel * 1.3}" cy="${y}" r="${wheel}"/>
    <circle cx="${x + wheel * 1.3}" cy="${y}" r="${wheel}"/>
    <path d="M${x - wheel * 1.3} ${y} L${x - wheel * 0.3} ${y - wheel * 1.1} H${x + wheel * 0.9} L${x + wheel * 1.3} ${y} M${x - wheel * 0.3} ${y - wheel * 1.1} L${x} ${y} H${x - wheel * 1.3} M${x} ${y} L${x + wheel * 0.9} ${y - wheel * 1.1}"/>
  </g>
</svg>`;
}

function drawArtwork(width: number, height: number, artwork: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(width, height, artwork)))
    .png()
    .toBuffer();
}

const SPECIALS: { title: string; description: string; artworks: Artwork[] }[] = [
  {
    title: 'Group rides',
    description:
      'Every Friday morning and on public holidays: an easy city loop for new riders and a longer ride out of town for the fast group. Lights, helmet and water; we bring the route.',
    artworks: [
      { sky: ['#ffb36b', '#ffe3b8'], ground: '#2f7d5b', accent: '#18324a' },
      { sky: ['#7cc6f2', '#d8f0ff'], ground: '#4e9a44', accent: '#8a1c1c' },
    ],
  },
  {
    title: 'The club shop',
    description:
      'Club jerseys, parts and accessories from members and our sponsor bike shop. Order in the app and pick up at the next ride, or have it delivered.',
    artworks: [{ sky: ['#c9b6ff', '#f1ebff'], ground: '#5c4b99', accent: '#f2f2f2' }],
  },
  {
    title: 'Bike messenger',
    description:
      'Parcels across the city carried by club riders: fast, cheap and without a car. Merchants book a pick-up, a rider takes it, the receiver pays cash on delivery.',
    artworks: [{ sky: ['#9be0c9', '#e6fff6'], ground: '#1f6f78', accent: '#ffcf3f' }],
  },
];

export async function seedDemoIntro(app: FastifyInstance): Promise<void> {
  if ((await findWelcome(app.db)) || (await countSpecials(app.db)) > 0) return;
  const editor = await findUserByIdentifier(app.db, EDITOR);
  if (!editor) return;

  const welcomeImage = await storePicture(
    app,
    editor.id,
    INTRO_MEDIA_KIND.welcome,
    await drawArtwork(1280, 800, {
      sky: ['#5ab0e8', '#e2f4ff'],
      ground: '#3c8d4f',
      accent: '#0f2d44',
    }),
    WELCOME_PICTURE_WIDTHS,
  );
  const pictures: string[][] = [];
  for (const special of SPECIALS) {
    const ids: string[] = [];
    for (const artwork of special.artworks) {
      const art = await drawArtwork(960, 640, artwork);
      ids.push(
        await storePicture(app, editor.id, INTRO_MEDIA_KIND.special, art, SPECIAL_PICTURE_WIDTHS),
      );
    }
    pictures.push(ids);
  }

  const now = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    await saveWelcome(trx, {
      welcome_text: WELCOME_TEXT,
      image_id: welcomeImage,
      updated_at: now,
      updated_by: editor.id,
    });
    for (const [index, special] of SPECIALS.entries()) {
      const id = await insertSpecial(trx, {
        title: special.title,
        description: special.description,
        created_at: now,
        updated_at: now,
        updated_by: editor.id,
      });
      await replaceSpecialImages(trx, id, pictures[index] ?? []);
    }
  });
}
