/**
 * Makes the app's PNG icons from the club's bike mark (the one of public/favicon.svg). Run once
 * after changing the mark; the PNGs are committed: `node scripts/make-icons.mjs`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#0b7285';
const out = path.resolve(import.meta.dirname, '../public/icons');

/** The bike of the favicon, drawn in a 64-unit box. */
const BIKE = `<g fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">
  <circle cx="18" cy="40" r="10"/><circle cx="46" cy="40" r="10"/>
  <path d="M18 40l9-16h13l6 16M27 24l-4-6h-5M40 24l-8 16h-14"/></g>`;

/**
 * `markScale` is the share of the square the bike's 64-unit box takes. A maskable icon keeps
 * it inside the central circle of 80 % that every launcher mask leaves visible.
 */
function iconSvg({ size, rounded, markScale }) {
  const box = size * markScale;
  const offset = (size - box) / 2;
  const radius = rounded ? size * (14 / 64) : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${box / 64})">${BIKE}</g></svg>`;
}

const ICONS = [
  // Launchers that do not mask show the favicon's rounded square as it is.
  { file: 'icon-192.png', size: 192, rounded: true, markScale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, markScale: 1 },
  // The bike spans about 44 of its 64 units: at 0.72 it stays well inside the safe circle.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, markScale: 0.72 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, markScale: 0.9 },
];

mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  const target = path.join(out, icon.file);
  const info = await sharp(Buffer.from(iconSvg(icon)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
  console.log(`${icon.file}: ${info.width}x${info.height}, ${info.size} bytes`);
}
