/**
 * Pictures of the demo products, drawn here (the repository carries no image files): each
 * product is drawn as what it is, a chain, a tyre, a pedal, a bottle, in white lines on a card
 * of its own colour, so the shop's pictures match their names. Drawn on a 100-unit square.
 */
import sharp from 'sharp';

export type ProductArt =
  | 'chain'
  | 'tyre'
  | 'brakePads'
  | 'pedal'
  | 'light'
  | 'bottle'
  | 'pump'
  | 'jersey'
  | 'bibShorts'
  | 'gloves'
  | 'trainerMat'
  | 'heartStrap';

/** White strokes of `width` units. */
const stroke = (width = 3) =>
  `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const line = stroke();
const solid = 'fill="#fff"';

/** The chain's links, along a gentle curve. */
function chain(): string {
  const links = Array.from({ length: 7 }, (_, index) => {
    const x = 16 + index * 11;
    const y = 50 + 10 * Math.sin((index / 6) * Math.PI);
    return `<rect x="${x - 6}" y="${y - 5}" width="14" height="10" rx="5" ${line}/><circle cx="${x}" cy="${y}" r="1.6" ${solid}/>`;
  });
  return links.join('');
}

const ART: Record<ProductArt, () => string> = {
  chain,
  tyre: () =>
    `<circle cx="50" cy="50" r="34" ${stroke(8)}/><circle cx="50" cy="50" r="24" ${line}/>` +
    Array.from({ length: 16 }, (_, index) => {
      const angle = (index / 16) * 2 * Math.PI;
      const [x1, y1] = [50 + 30 * Math.cos(angle), 50 + 30 * Math.sin(angle)];
      const [x2, y2] = [50 + 38 * Math.cos(angle), 50 + 38 * Math.sin(angle)];
      return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#101820" stroke-width="2"/>`;
    }).join(''),
  brakePads: () =>
    `<path d="M22 36 h22 a6 6 0 0 1 6 6 v22 h-28 a6 6 0 0 1 -6 -6 v-16 a6 6 0 0 1 6 -6 z" ${line}/>` +
    `<path d="M56 36 h22 a6 6 0 0 1 6 6 v16 a6 6 0 0 1 -6 6 h-28 v-22 a6 6 0 0 1 6 -6 z" ${line}/>` +
    `<rect x="24" y="46" width="18" height="12" rx="2" ${solid}/><rect x="58" y="46" width="18" height="12" rx="2" ${solid}/>`,
  pedal: () =>
    `<rect x="26" y="30" width="48" height="40" rx="8" ${line}/>` +
    `<line x1="12" y1="50" x2="26" y2="50" ${stroke(6)}/>` +
    Array.from(
      { length: 8 },
      (_, index) =>
        `<circle cx="${32 + (index % 4) * 12}" cy="${index < 4 ? 36 : 64}" r="2.2" ${solid}/>`,
    ).join(''),
  light: () =>
    `<rect x="22" y="38" width="40" height="24" rx="6" ${line}/><path d="M62 40 l8 -4 v28 l-8 -4 z" ${solid}/>` +
    `<line x1="76" y1="40" x2="88" y2="34" ${line}/><line x1="76" y1="50" x2="90" y2="50" ${line}/><line x1="76" y1="60" x2="88" y2="66" ${line}/>` +
    `<line x1="34" y1="62" x2="34" y2="72" ${line}/>`,
  bottle: () =>
    `<path d="M38 30 h24 l2 8 v42 a6 6 0 0 1 -6 6 h-16 a6 6 0 0 1 -6 -6 v-42 z" ${line}/>` +
    `<rect x="43" y="16" width="14" height="12" rx="3" ${solid}/><line x1="36" y1="50" x2="64" y2="50" ${line}/>`,
  pump: () =>
    `<rect x="20" y="42" width="50" height="16" rx="5" ${line}/><rect x="70" y="46" width="14" height="8" rx="2" ${solid}/>` +
    `<line x1="14" y1="50" x2="20" y2="50" ${stroke(6)}/><circle cx="40" cy="30" r="9" ${line}/><line x1="40" y1="30" x2="45" y2="26" ${line}/>` +
    `<line x1="40" y1="39" x2="40" y2="42" ${line}/>`,
  jersey: () =>
    `<path d="M34 20 L42 16 Q50 24 58 16 L66 20 L80 34 L70 42 L66 38 L66 82 H34 L34 38 L30 42 L20 34 Z" ${line}/>` +
    `<line x1="50" y1="24" x2="50" y2="46" ${line}/>`,
  bibShorts: () =>
    `<path d="M36 16 v20 M64 16 v20" ${line}/><path d="M30 36 H70 L74 80 H54 L50 56 L46 80 H26 Z" ${line}/>`,
  gloves: () =>
    `<path d="M30 84 V52 L26 36 a4 4 0 0 1 8 -2 L38 46 V22 a4 4 0 0 1 8 0 V44 V18 a4 4 0 0 1 8 0 V44 V22 a4 4 0 0 1 8 0 V48 V32 a4 4 0 0 1 8 0 V60 Q70 76 62 84 Z" ${line}/>` +
    `<line x1="30" y1="72" x2="64" y2="72" ${line}/>`,
  trainerMat: () =>
    `<path d="M14 64 L36 40 H86 L64 64 Z" ${line}/><path d="M14 64 v6 H64 l22 -24 v-6" ${line}/>` +
    `<line x1="40" y1="52" x2="66" y2="52" ${line}/>`,
  heartStrap: () =>
    `<path d="M8 56 Q50 36 92 56" ${stroke(5)}/>` +
    `<rect x="34" y="42" width="32" height="22" rx="10" ${solid}/>` +
    `<path d="M42 53 l4 0 l3 -5 l4 10 l3 -5 l4 0" fill="none" stroke="#101820" stroke-width="2.2" stroke-linejoin="round"/>`,
};

/** A square PNG of the product on a gradient of its colour, seen from the given angle. */
export function drawProduct(art: ProductArt, colour: string, angle: number): Promise<Buffer> {
  const size = 960;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
    <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#101820"/>
  </linearGradient></defs>
  <rect width="100" height="100" fill="url(#g)"/>
  ${ART[art]()}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
