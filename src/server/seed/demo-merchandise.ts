/**
 * Demo merchandise: the club's race jersey and its training jersey, each with a picture drawn
 * here by sharp (the repository carries no image files), open for pre-orders. Written only
 * while the jerseys table is empty, so running it again, or on a club that has added its own
 * jerseys, changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { JERSEY_PICTURE_WIDTHS, type JerseyPrices } from '../../contract/merchandise';
import { storePicture } from '../modules/media/service';
import { JERSEY_PICTURE_KIND } from '../modules/merchandise/jerseys';
import { countJerseys, insertJersey, replacePictures } from '../modules/merchandise/repository';
import { findUserByIdentifier } from '../modules/users/repository';

const ADMIN = 'admin1';

interface DemoJersey {
  name: string;
  description: string;
  prices: JerseyPrices;
  body: string;
  stripe: string;
}

const JERSEYS: DemoJersey[] = [
  {
    name: 'Club race jersey 2026',
    description:
      'Breathable race-cut jersey in the club colours, with three back pockets and a full zip. ' +
      'Made to order: pre-orders close two weeks before the print run.',
    prices: {
      baby: { half: 65000, full: 75000 },
      kids: { half: 85000, full: 95000 },
      adult: { half: 120000, full: 135000 },
    },
    body: '#0b6e4f',
    stripe: '#e63946',
  },
  {
    name: 'Training jersey',
    description:
      'Light everyday jersey for the Friday group ride, with the club badge on the chest.',
    prices: {
      baby: { half: 40000, full: 48000 },
      kids: { half: 50000, full: 58000 },
      adult: { half: 65000, full: 75000 },
    },
    body: '#1d3557',
    stripe: '#f1c40f',
  },
];

function drawJersey(jersey: DemoJersey): Promise<Buffer> {
  const s = 960;
  const p = (x: number) => Math.round(x * s);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">
  <rect width="${s}" height="${s}" fill="#eef2f0"/>
  <path d="M${p(0.3)} ${p(0.2)} L${p(0.42)} ${p(0.15)} Q${p(0.5)} ${p(0.22)} ${p(0.58)} ${p(0.15)} L${p(0.7)} ${p(0.2)} L${p(0.86)} ${p(0.38)} L${p(0.74)} ${p(0.46)} L${p(0.7)} ${p(0.4)} L${p(0.7)} ${p(0.86)} H${p(0.3)} L${p(0.3)} ${p(0.4)} L${p(0.26)} ${p(0.46)} L${p(0.14)} ${p(0.38)} Z" fill="${jersey.body}"/>
  <rect x="${p(0.3)}" y="${p(0.5)}" width="${p(0.4)}" height="${p(0.07)}" fill="${jersey.stripe}"/>
  <circle cx="${p(0.6)}" cy="${p(0.32)}" r="${p(0.035)}" fill="#fff"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedDemoMerchandise(app: FastifyInstance): Promise<void> {
  if ((await countJerseys(app.db)) > 0) return;
  const admin = await findUserByIdentifier(app.db, ADMIN);
  if (!admin) return;
  const now = Date.now();
  for (const [index, jersey] of JERSEYS.entries()) {
    const picture = await storePicture(
      app,
      admin.id,
      JERSEY_PICTURE_KIND,
      await drawJersey(jersey),
      JERSEY_PICTURE_WIDTHS,
    );
    const at = new Date(now - (JERSEYS.length - index) * 60_000).toISOString();
    const id = await insertJersey(app.db, {
      name: jersey.name,
      description: jersey.description,
      prices: JSON.stringify(jersey.prices),
      open: 1,
      created_by: admin.id,
      created_at: at,
      updated_at: at,
    });
    await replacePictures(app.db, id, [picture]);
  }
}
