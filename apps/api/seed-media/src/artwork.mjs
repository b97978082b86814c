// Authors the Lumo seed artwork as SVG. Run: `node artwork.mjs` (no dependencies).
// Writes the raster sources to ./svg/*.svg (turned into ../*.webp by render.mjs) and the
// SVGs that ship as they are (flavours, icons, brand marks) straight into ../ (seed-media).
// Style: flat geometric illustration, dark teal/ink palette with a warm amber accent, no text
// in illustrations (so rendering does not depend on installed fonts), adults only in scenes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const rasterSourceDir = join(here, 'svg');
const shippedDir = join(here, '..');

export const palette = {
  ink: '#0B1A1E',
  ink2: '#112A30',
  tealDeep: '#0F3B3F',
  teal: '#17595B',
  tealMid: '#2B7A76',
  tealLight: '#8CC2BA',
  mist: '#E4EFEC',
  cream: '#F6F1E9',
  amber: '#F2A541',
  amberDeep: '#D9822B',
  amberLight: '#F8CF8C',
  white: '#FFFFFF',
};
const P = palette;

// ---------------------------------------------------------------------------------------------
// Shared definitions: every raster scene includes them, so device drawings can be reused.

const sharedDefs = `
<linearGradient id="metal" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="${P.tealDeep}"/><stop offset=".35" stop-color="${P.tealMid}"/>
  <stop offset=".55" stop-color="#3F9690"/><stop offset="1" stop-color="${P.tealDeep}"/>
</linearGradient>
<linearGradient id="metalDark" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#081417"/><stop offset=".4" stop-color="#1D3A40"/>
  <stop offset=".6" stop-color="#2A4D54"/><stop offset="1" stop-color="#081417"/>
</linearGradient>
<linearGradient id="metalAmber" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#B8691F"/><stop offset=".4" stop-color="${P.amber}"/>
  <stop offset=".6" stop-color="${P.amberLight}"/><stop offset="1" stop-color="#B8691F"/>
</linearGradient>
<linearGradient id="podGlass" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#1B2F34" stop-opacity=".95"/><stop offset=".5" stop-color="#35565C" stop-opacity=".85"/>
  <stop offset="1" stop-color="#1B2F34" stop-opacity=".95"/>
</linearGradient>
<linearGradient id="liquid" x1="0" x2="0" y1="0" y2="1">
  <stop offset="0" stop-color="${P.amberLight}"/><stop offset="1" stop-color="${P.amberDeep}"/>
</linearGradient>
<linearGradient id="bottleBody" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#D7E6E3"/><stop offset=".45" stop-color="#FFFFFF"/><stop offset="1" stop-color="#C5D8D4"/>
</linearGradient>
<radialGradient id="shadow" cx=".5" cy=".5" r=".5">
  <stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
</radialGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5">
  <stop offset="0" stop-color="${P.amber}" stop-opacity=".55"/><stop offset="1" stop-color="${P.amber}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="glowTeal" cx=".5" cy=".5" r=".5">
  <stop offset="0" stop-color="#3F9690" stop-opacity=".5"/><stop offset="1" stop-color="#3F9690" stop-opacity="0"/>
</radialGradient>
<linearGradient id="skyDusk" x1="0" x2="0" y1="0" y2="1">
  <stop offset="0" stop-color="${P.ink}"/><stop offset=".6" stop-color="${P.tealDeep}"/><stop offset="1" stop-color="#2F6E68"/>
</linearGradient>
<linearGradient id="inkFade" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="${P.ink}"/><stop offset="1" stop-color="${P.tealDeep}"/>
</linearGradient>`;

function svgDocument(width, height, body, { defs = '' } = {}) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${sharedDefs}${defs}</defs>${body}</svg>\n`
  );
}

function shippedDocument(width, height, body, viewBox = `0 0 ${width} ${height}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>\n`;
}

const at = (x, y, scale = 1, inner = '') =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>`;

// ---------------------------------------------------------------------------------------------
// Products. Each drawing sits in its own local box (noted) with the base at the bottom.

/** A replaceable pod, local box 100 x 150. */
function pod({ liquid = 'url(#liquid)' } = {}) {
  return `
<path d="M22 0h56a12 12 0 0 1 12 12v18H10V12A12 12 0 0 1 22 0z" fill="#14262B"/>
<rect x="34" y="4" width="32" height="6" rx="3" fill="#050C0E"/>
<rect x="6" y="28" width="88" height="122" rx="22" fill="url(#podGlass)"/>
<rect x="18" y="66" width="64" height="74" rx="14" fill="${liquid}" opacity=".92"/>
<rect x="46" y="38" width="8" height="100" rx="4" fill="#0B1A1E" opacity=".55"/>
<rect x="14" y="36" width="8" height="96" rx="4" fill="#fff" opacity=".18"/>`;
}

/** Pen-shaped pod kit, local box 200 x 540. */
function podKitDevice() {
  return `
<ellipse cx="100" cy="535" rx="110" ry="14" fill="url(#shadow)"/>
${at(50, 0, 1, pod())}
<rect x="40" y="136" width="120" height="398" rx="58" fill="url(#metal)"/>
<rect x="40" y="136" width="120" height="40" rx="20" fill="#0B1A1E" opacity=".35"/>
<rect x="62" y="190" width="10" height="300" rx="5" fill="#fff" opacity=".16"/>
<circle cx="100" cy="250" r="7" fill="${P.amber}"/>
<circle cx="100" cy="250" r="16" fill="url(#glow)"/>
<rect x="84" y="470" width="32" height="10" rx="5" fill="#0B1A1E" opacity=".55"/>`;
}

/** Short, rounded compact device, local box 220 x 420. */
function compactDevice() {
  return `
<ellipse cx="110" cy="415" rx="120" ry="13" fill="url(#shadow)"/>
${at(60, 0, 1, pod())}
<rect x="30" y="132" width="160" height="282" rx="64" fill="url(#metalAmber)"/>
<rect x="30" y="132" width="160" height="36" rx="18" fill="#5A2F08" opacity=".25"/>
<rect x="56" y="180" width="12" height="190" rx="6" fill="#fff" opacity=".28"/>
<circle cx="110" cy="236" r="8" fill="${P.tealDeep}"/>
<rect x="92" y="380" width="36" height="10" rx="5" fill="#5A2F08" opacity=".45"/>`;
}

/** Pro device with display and firing ring, local box 220 x 600. */
function proDevice() {
  return `
<ellipse cx="110" cy="595" rx="118" ry="14" fill="url(#shadow)"/>
${at(60, 0, 1, pod())}
<rect x="38" y="136" width="144" height="456" rx="40" fill="url(#metalDark)"/>
<rect x="38" y="136" width="144" height="34" rx="17" fill="#000" opacity=".35"/>
<rect x="70" y="210" width="80" height="120" rx="14" fill="#050C0E"/>
<rect x="84" y="226" width="52" height="10" rx="5" fill="${P.amber}"/>
<rect x="84" y="246" width="36" height="10" rx="5" fill="${P.tealLight}"/>
<rect x="84" y="266" width="44" height="10" rx="5" fill="${P.tealMid}"/>
<path d="M84 306h12l6-14 8 26 6-12h20" fill="none" stroke="${P.amber}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="110" cy="400" r="30" fill="none" stroke="${P.amber}" stroke-width="6"/>
<circle cx="110" cy="400" r="16" fill="#1D3A40"/>
<rect x="58" y="180" width="10" height="380" rx="5" fill="#fff" opacity=".1"/>
<rect x="92" y="560" width="36" height="10" rx="5" fill="#000" opacity=".5"/>`;
}

/** 10 ml e-liquid bottle, local box 160 x 360. */
function bottle({ band = P.amber, cap = P.ink } = {}) {
  return `
<ellipse cx="80" cy="356" rx="86" ry="11" fill="url(#shadow)"/>
<path d="M70 0h20l6 40H64z" fill="${cap}"/>
<rect x="50" y="36" width="60" height="80" rx="10" fill="${cap}"/>
${[0, 1, 2, 3, 4, 5]
  .map(
    (i) =>
      `<rect x="${56 + i * 9}" y="44" width="4" height="64" rx="2" fill="#fff" opacity=".12"/>`,
  )
  .join('')}
<path d="M40 130q0-14 14-14h52q14 0 14 14l18 20q8 9 8 22v164q0 14-14 14H28q-14 0-14-14V172q0-13 8-22z" fill="url(#bottleBody)"/>
<rect x="14" y="190" width="132" height="120" fill="${P.tealDeep}"/>
<rect x="14" y="190" width="132" height="24" fill="${band}"/>
<rect x="34" y="234" width="70" height="10" rx="5" fill="${P.cream}"/>
<rect x="34" y="254" width="48" height="8" rx="4" fill="${P.tealLight}"/>
<rect x="34" y="282" width="92" height="14" rx="3" fill="${P.cream}" opacity=".9"/>
<rect x="26" y="160" width="10" height="170" rx="5" fill="#fff" opacity=".45"/>`;
}

/** Retail box for a two-pack of pods, local box 300 x 320. */
function podBox() {
  return `
<path d="M20 70 150 20l130 50v220L150 320 20 290z" fill="${P.tealDeep}"/>
<path d="M150 20l130 50-130 50L20 70z" fill="${P.tealMid}"/>
<path d="M150 120v200l130-30V70z" fill="#0B2C30"/>
<path d="M20 70l130 50v200L20 290z" fill="${P.tealDeep}"/>
<path d="M40 150l90 34v30l-90-34z" fill="${P.amber}"/>
<circle cx="84" cy="236" r="20" fill="none" stroke="${P.cream}" stroke-width="6"/>
<path d="M170 160l90-36v20l-90 36z" fill="${P.tealLight}" opacity=".6"/>`;
}

/** Soft wisps of vapour, drawn as strokes. */
function vapour(x, y, scale = 1, color = P.mist, opacity = 0.35) {
  return at(
    x,
    y,
    scale,
    `<g fill="none" stroke="${color}" stroke-linecap="round" opacity="${opacity}">
<path d="M0 300c-40-60 60-90 20-150S-40 60 30 0" stroke-width="14"/>
<path d="M40 300c-30-50 70-80 40-140S10 50 90 10" stroke-width="8"/>
<path d="M-30 300c-20-40 30-70 10-120" stroke-width="6"/>
</g>`,
  );
}

// ---------------------------------------------------------------------------------------------
// People and places: geometric adult figures (tall proportions, no faces), interiors, a city.

/** Standing adult, local box 120 x 520 (about eight heads tall). */
function adultFigure({
  coat = P.tealMid,
  trousers = P.ink,
  skin = '#C98E6B',
  hair = '#1C1410',
} = {}) {
  return `
<circle cx="60" cy="34" r="30" fill="${skin}"/>
<path d="M30 30a30 30 0 0 1 60 0q-8-18-30-18t-30 18z" fill="${hair}"/>
<rect x="50" y="60" width="20" height="20" fill="${skin}"/>
<path d="M22 96q0-20 20-20h36q20 0 20 20l6 180H16z" fill="${coat}"/>
<path d="M18 100l-10 150q-1 12 10 12t12-12l6-120z" fill="${coat}"/>
<path d="M102 100l10 150q1 12-10 12t-12-12l-6-120z" fill="${coat}"/>
<path d="M30 270h60l-4 240H68l-8-200-8 200H34z" fill="${trousers}"/>
<rect x="28" y="504" width="30" height="12" rx="6" fill="#050C0E"/>
<rect x="62" y="504" width="30" height="12" rx="6" fill="#050C0E"/>`;
}

function skyline(y, color, seed = 1, width = 1600) {
  const towers = [];
  let x = 0;
  let n = seed;
  while (x < width) {
    n = (n * 9301 + 49297) % 233280;
    const w = 60 + (n % 90);
    const h = 80 + ((n >> 3) % 220);
    towers.push(`<rect x="${x}" y="${y - h}" width="${w}" height="${h + 400}" fill="${color}"/>`);
    x += w + 6;
  }
  return towers.join('');
}

function windows(y, seed = 3, width = 1600) {
  const lights = [];
  let n = seed;
  for (let x = 30; x < width; x += 46) {
    n = (n * 9301 + 49297) % 233280;
    if (n % 3 === 0) continue;
    const row = (n >> 4) % 5;
    lights.push(
      `<rect x="${x}" y="${y - 40 - row * 34}" width="12" height="16" rx="2" fill="${P.amber}" opacity="${0.35 + (n % 5) / 10}"/>`,
    );
  }
  return lights.join('');
}

function mug(x, y) {
  return at(
    x,
    y,
    1,
    `<ellipse cx="60" cy="150" rx="80" ry="12" fill="url(#shadow)"/>
<path d="M10 20h100v100q0 30-30 30H40q-30 0-30-30z" fill="${P.cream}"/>
<path d="M110 44h14q22 0 22 26t-22 26h-14v-14h12q10 0 10-12t-10-12h-12z" fill="${P.cream}"/>
<ellipse cx="60" cy="20" rx="50" ry="10" fill="#6B3F1D"/>
<rect x="10" y="70" width="100" height="14" fill="${P.amber}"/>`,
  );
}

function notebook(x, y, rotate = -8) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
<rect x="8" y="10" width="300" height="210" rx="10" fill="#000" opacity=".2"/>
<rect x="0" y="0" width="300" height="210" rx="10" fill="${P.ink}"/>
<rect x="150" y="0" width="150" height="210" rx="10" fill="${P.ink2}"/>
${[40, 70, 100, 130, 160].map((ly) => `<rect x="176" y="${ly}" width="${100 - (ly % 3) * 20}" height="6" rx="3" fill="${P.tealLight}" opacity=".5"/>`).join('')}
<rect x="146" y="0" width="8" height="210" fill="#050C0E"/>
<rect x="20" y="30" width="100" height="70" rx="8" fill="${P.amber}" opacity=".85"/>
</g>`;
}

function plant(x, y, scale = 1) {
  return at(
    x,
    y,
    scale,
    `<path d="M60 0q40 60 0 160Q20 60 60 0z" fill="${P.tealMid}"/>
<path d="M60 160Q-10 120 0 40q50 40 60 120z" fill="${P.teal}"/>
<path d="M60 160q70-40 60-120-50 40-60 120z" fill="#3F9690"/>
<path d="M20 160h80l-10 90H30z" fill="${P.amberDeep}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Patterns

function topoLines(width, height, color, opacity, count = 14, step = 36) {
  const lines = [];
  for (let i = 0; i < count; i += 1) {
    const y = -40 + i * step;
    const a = 40 + (i % 4) * 14;
    lines.push(
      `<path d="M-20 ${y} C ${width * 0.2} ${y - a}, ${width * 0.35} ${y + a * 1.6}, ${width * 0.55} ${y + 10} S ${width * 0.85} ${y - a}, ${width + 20} ${y + a * 0.6}" fill="none" stroke="${color}" stroke-width="2" opacity="${opacity}"/>`,
    );
  }
  return lines.join('');
}

function dotGrid(x0, y0, cols, rows, gap, color, r = 3, opacity = 0.4) {
  const dots = [];
  for (let c = 0; c < cols; c += 1) {
    for (let row = 0; row < rows; row += 1) {
      dots.push(`<circle cx="${x0 + c * gap}" cy="${y0 + row * gap}" r="${r}"/>`);
    }
  }
  return `<g fill="${color}" opacity="${opacity}">${dots.join('')}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Raster scenes (rendered to webp). Heroes keep their left half calm: text sits there.

const scenes = {
  'hero-home': svgDocument(
    1600,
    700,
    `<rect width="1600" height="700" fill="url(#inkFade)"/>
${topoLines(1600, 700, P.tealMid, 0.25, 22, 34)}
<circle cx="1180" cy="330" r="300" fill="${P.tealDeep}"/>
<circle cx="1180" cy="330" r="230" fill="${P.amber}" opacity=".95"/>
<circle cx="1180" cy="330" r="380" fill="url(#glow)"/>
<path d="M760 700q420-120 840-90v90z" fill="${P.ink}" opacity=".85"/>
<rect x="900" y="598" width="600" height="16" rx="8" fill="${P.ink2}"/>
${vapour(1270, 110, 0.85, P.cream, 0.4)}
${at(1040, 96, 0.93, podKitDevice())}
${at(1240, 222, 0.88, compactDevice())}
${dotGrid(100, 560, 10, 3, 28, P.tealLight, 3, 0.25)}`,
  ),

  'hero-what-is-vaping': svgDocument(
    1600,
    700,
    `<rect width="1600" height="700" fill="${P.tealDeep}"/>
<path d="M700 700C900 520 1000 180 1600 120V700z" fill="${P.teal}"/>
<path d="M900 700c160-120 300-260 700-300v300z" fill="${P.tealMid}"/>
<circle cx="1300" cy="250" r="420" fill="url(#glowTeal)"/>
${vapour(1120, 30, 1.3, P.mist, 0.35)}
${vapour(1380, 120, 1, P.amberLight, 0.3)}
${at(1060, 120, 0.95, podKitDevice())}
${at(1300, 340, 0.95, bottle())}
<circle cx="980" cy="600" r="16" fill="${P.amber}"/>
${dotGrid(80, 80, 6, 6, 30, P.tealLight, 3, 0.2)}`,
  ),

  'hero-jargon': svgDocument(
    1600,
    600,
    `<rect width="1600" height="600" fill="${P.ink}"/>
${topoLines(1600, 600, P.teal, 0.35, 20, 34)}
<g transform="translate(980 90)">
<rect x="0" y="0" width="330" height="200" rx="36" fill="${P.tealMid}"/>
<path d="M60 196l-10 70 74-70z" fill="${P.tealMid}"/>
<rect x="44" y="52" width="200" height="18" rx="9" fill="${P.cream}"/>
<rect x="44" y="92" width="240" height="18" rx="9" fill="${P.tealLight}"/>
<rect x="44" y="132" width="150" height="18" rx="9" fill="${P.tealLight}"/>
</g>
<g transform="translate(1190 280)">
<rect x="0" y="0" width="300" height="170" rx="36" fill="${P.amber}"/>
<path d="M240 166l14 66-78-66z" fill="${P.amber}"/>
<rect x="40" y="46" width="180" height="18" rx="9" fill="${P.ink}"/>
<rect x="40" y="88" width="220" height="18" rx="9" fill="${P.amberDeep}"/>
</g>
${at(880, 300, 0.5, pod())}
${at(1530, 90, 0.35, pod())}
<circle cx="940" cy="520" r="10" fill="${P.amber}"/><circle cx="980" cy="520" r="10" fill="${P.tealMid}"/><circle cx="1020" cy="520" r="10" fill="${P.tealLight}"/>`,
  ),

  'hero-not-found': svgDocument(
    1600,
    500,
    `<rect width="1600" height="500" fill="url(#skyDusk)"/>
<circle cx="1200" cy="360" r="150" fill="${P.amber}"/>
<circle cx="1200" cy="360" r="280" fill="url(#glow)"/>
<path d="M0 380q300-60 600 0t600 10 400-30v140H0z" fill="${P.tealDeep}"/>
<path d="M0 430q400-50 800 0t800-10v80H0z" fill="${P.ink}"/>
<g transform="translate(1360 90)" fill="none" stroke="${P.cream}" stroke-width="6" opacity=".9">
<circle cx="60" cy="60" r="56"/><path d="M60 20l14 40-14 40-14-40z" fill="${P.cream}"/>
</g>
<path d="M820 300c40-30 80-30 120 0s80 30 120 0" fill="none" stroke="${P.tealLight}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 18" opacity=".8"/>
${dotGrid(60, 60, 8, 3, 30, P.tealLight, 3, 0.25)}`,
  ),

  'device-pod-kit': svgDocument(
    800,
    800,
    `<rect width="800" height="800" fill="${P.mist}"/>
<circle cx="400" cy="400" r="300" fill="#D3E5E1"/>
<circle cx="400" cy="400" r="300" fill="url(#glowTeal)"/>
${at(290, 120, 1.0, podKitDevice())}
${at(520, 470, 1.0, pod())}
<path d="M560 650q60 40 140 10" fill="none" stroke="${P.ink}" stroke-width="10" stroke-linecap="round"/>
<rect x="690" y="640" width="34" height="18" rx="6" fill="${P.ink}"/>`,
  ),

  'device-compact': svgDocument(
    800,
    800,
    `<rect width="800" height="800" fill="${P.cream}"/>
<circle cx="400" cy="400" r="300" fill="#F1E4CF"/>
<circle cx="400" cy="420" r="260" fill="url(#glow)"/>
${at(270, 200, 1.2, compactDevice())}`,
  ),

  'device-pro': svgDocument(
    800,
    800,
    `<rect width="800" height="800" fill="${P.ink}"/>
<circle cx="400" cy="400" r="300" fill="${P.ink2}"/>
<circle cx="400" cy="400" r="320" fill="url(#glowTeal)"/>
<circle cx="400" cy="400" r="298" fill="none" stroke="${P.amber}" stroke-width="3" opacity=".6"/>
${at(290, 110, 1.0, proDevice())}`,
  ),

  'pods-2-pack': svgDocument(
    800,
    800,
    `<rect width="800" height="800" fill="${P.mist}"/>
<circle cx="400" cy="420" r="300" fill="#D3E5E1"/>
<ellipse cx="400" cy="660" rx="300" ry="24" fill="url(#shadow)"/>
${at(110, 300, 1.1, podBox())}
${at(430, 340, 1.8, pod())}
${at(560, 400, 1.5, pod())}`,
  ),

  'eliquid-bottle': svgDocument(
    800,
    800,
    `<rect width="800" height="800" fill="${P.cream}"/>
<circle cx="400" cy="400" r="300" fill="#F1E4CF"/>
${vapour(470, 100, 0.6, P.tealLight, 0.35)}
${at(280, 150, 1.4, bottle())}`,
  ),

  'push-left': svgDocument(
    1200,
    800,
    `<rect width="1200" height="800" fill="${P.tealDeep}"/>
<rect x="0" y="520" width="1200" height="280" fill="#6B4A2E"/>
<rect x="0" y="520" width="1200" height="16" fill="#815A38"/>
<rect x="760" y="60" width="360" height="400" rx="8" fill="${P.teal}"/>
<rect x="780" y="80" width="320" height="360" fill="url(#skyDusk)"/>
<circle cx="1020" cy="200" r="60" fill="${P.amber}" opacity=".9"/>
<rect x="936" y="80" width="8" height="360" fill="${P.teal}"/>
${plant(80, 270, 1.05)}
${notebook(260, 560, -6)}
${mug(650, 520)}
${at(880, 340, 0.58, podKitDevice())}
<circle cx="200" cy="140" r="140" fill="url(#glow)"/>`,
  ),

  'push-right': svgDocument(
    1200,
    800,
    `<rect width="1200" height="800" fill="url(#skyDusk)"/>
<circle cx="300" cy="260" r="150" fill="${P.amber}"/>
<circle cx="300" cy="260" r="260" fill="url(#glow)"/>
${skyline(620, '#0D2E33', 7, 1200)}
${windows(620, 5, 1200)}
<rect x="0" y="620" width="1200" height="180" fill="${P.ink}"/>
<rect x="0" y="600" width="1200" height="24" fill="${P.ink2}"/>
${[60, 180, 300, 420, 540, 660, 780, 900, 1020, 1140].map((x) => `<rect x="${x}" y="520" width="10" height="90" fill="${P.ink2}"/>`).join('')}
<rect x="0" y="512" width="1200" height="12" rx="6" fill="${P.ink2}"/>
${at(780, 180, 0.8, adultFigure({ coat: P.amberDeep, trousers: P.ink, skin: '#B97A57' }))}
${at(890, 170, 0.82, adultFigure({ coat: P.tealMid, trousers: '#1D3A40', skin: '#E0B08E', hair: '#5A3A22' }))}`,
  ),

  'visual-lifestyle': svgDocument(
    1600,
    900,
    `<rect width="1600" height="900" fill="url(#skyDusk)"/>
<circle cx="1240" cy="300" r="190" fill="${P.amber}"/>
<circle cx="1240" cy="300" r="340" fill="url(#glow)"/>
${skyline(640, '#123A3F', 11)}
${skyline(700, '#0C2A2F', 23)}
${windows(700, 9)}
<rect x="0" y="700" width="1600" height="200" fill="${P.ink}"/>
<path d="M0 760h1600" stroke="${P.tealDeep}" stroke-width="6"/>
${at(520, 300, 0.78, adultFigure({ coat: P.tealMid, trousers: P.ink, skin: '#C98E6B' }))}
${at(640, 290, 0.8, adultFigure({ coat: P.amberDeep, trousers: '#1D3A40', skin: '#8A5A3C', hair: '#0E0A08' }))}
${at(980, 310, 0.76, adultFigure({ coat: '#3F9690', trousers: P.ink, skin: '#E8C0A0', hair: '#8A6A3A' }))}
${[200, 420, 1400].map((x) => `<rect x="${x}" y="560" width="8" height="160" fill="${P.ink2}"/><circle cx="${x + 4}" cy="556" r="14" fill="${P.amberLight}"/><circle cx="${x + 4}" cy="556" r="50" fill="url(#glow)"/>`).join('')}`,
  ),

  'brochure-row': svgDocument(
    800,
    600,
    `<rect width="800" height="600" fill="${P.mist}"/>
<rect x="0" y="470" width="800" height="130" fill="#D3E5E1"/>
${at(110, 130, 0.95, bottle({ band: P.tealLight }))}
${at(320, 100, 1.05, bottle({ band: P.amber }))}
${at(540, 130, 0.95, bottle({ band: '#B94A48' }))}`,
  ),

  'texture-dark': svgDocument(
    1600,
    500,
    `<rect width="1600" height="500" fill="${P.ink}"/>
${topoLines(1600, 500, P.teal, 0.5, 18, 32)}
<circle cx="1450" cy="80" r="220" fill="url(#glowTeal)"/>
<circle cx="120" cy="460" r="200" fill="url(#glow)" opacity=".5"/>`,
  ),

  'texture-light': svgDocument(
    1600,
    500,
    `<rect width="1600" height="500" fill="${P.cream}"/>
${topoLines(1600, 500, P.tealLight, 0.5, 18, 32)}
<circle cx="1450" cy="80" r="220" fill="url(#glow)" opacity=".35"/>`,
  ),

  'how-to-use-poster': svgDocument(
    1280,
    720,
    `<rect width="1280" height="720" fill="${P.tealDeep}"/>
${topoLines(1280, 720, P.teal, 0.4, 24, 32)}
<rect x="80" y="600" width="1120" height="8" rx="4" fill="${P.teal}"/>
${[
  [240, P.amber],
  [640, P.tealLight],
  [1040, P.cream],
]
  .map(([x, c]) => `<circle cx="${x}" cy="604" r="22" fill="${c}"/>`)
  .join('')}
<g transform="translate(170 130)">${pod()}</g>
<path d="M300 300h120" stroke="${P.amber}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 20"/>
${at(560, 70, 0.9, podKitDevice())}
<path d="M760 300h120" stroke="${P.amber}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 20"/>
${vapour(990, 70, 0.7, P.mist, 0.45)}
${at(940, 180, 0.72, podKitDevice())}`,
  ),

  'what-is-vaping-poster': svgDocument(
    1280,
    720,
    `<rect width="1280" height="720" fill="${P.ink}"/>
<circle cx="640" cy="360" r="300" fill="${P.tealDeep}"/>
<circle cx="640" cy="360" r="380" fill="url(#glowTeal)"/>
${vapour(620, 40, 1.1, P.mist, 0.35)}
${at(440, 150, 0.85, podKitDevice())}
${at(680, 240, 0.95, bottle())}
<circle cx="200" cy="160" r="40" fill="${P.amber}"/>
<circle cx="1080" cy="560" r="26" fill="${P.tealMid}"/>`,
  ),

  'map-uk': svgDocument(800, 600, mapUk()),
};

function mapUk() {
  const project = ([lon, lat]) => [
    Math.round((250 + (lon + 8.2) * 35.2) * 10) / 10,
    Math.round((26 + (58.75 - lat) * 61.4) * 10) / 10,
  ];
  const outline = (points) => `M${points.map(project).join('L')}Z`;
  const greatBritain = [
    [-5.7, 50.06],
    [-5.2, 49.96],
    [-4.1, 50.35],
    [-3.64, 50.22],
    [-3.4, 50.62],
    [-2.45, 50.56],
    [-1.3, 50.76],
    [-0.14, 50.82],
    [0.25, 50.74],
    [0.97, 50.91],
    [1.35, 51.13],
    [1.45, 51.38],
    [0.6, 51.48],
    [0.9, 51.56],
    [1.28, 51.95],
    [1.76, 52.48],
    [1.3, 52.93],
    [0.3, 52.85],
    [0.34, 53.14],
    [0.12, 53.58],
    [-0.08, 54.12],
    [-0.6, 54.49],
    [-1.2, 54.68],
    [-1.42, 55.0],
    [-2.0, 55.77],
    [-2.5, 56.0],
    [-3.1, 56.02],
    [-2.58, 56.28],
    [-2.9, 56.45],
    [-2.08, 57.15],
    [-2.0, 57.69],
    [-3.3, 57.7],
    [-4.0, 57.6],
    [-3.77, 57.86],
    [-3.08, 58.44],
    [-3.02, 58.64],
    [-5.0, 58.62],
    [-5.2, 57.9],
    [-5.8, 57.4],
    [-5.85, 57.0],
    [-6.2, 56.7],
    [-5.5, 56.4],
    [-5.7, 55.3],
    [-4.9, 55.7],
    [-4.65, 55.45],
    [-5.1, 54.9],
    [-4.86, 54.63],
    [-3.6, 54.95],
    [-3.55, 54.65],
    [-3.64, 54.5],
    [-3.2, 54.1],
    [-2.9, 54.07],
    [-3.05, 53.82],
    [-3.05, 53.45],
    [-3.6, 53.3],
    [-4.6, 53.4],
    [-4.75, 52.8],
    [-4.08, 52.4],
    [-4.7, 52.1],
    [-5.3, 51.88],
    [-5.1, 51.7],
    [-4.7, 51.67],
    [-3.95, 51.6],
    [-3.2, 51.47],
    [-2.7, 51.6],
    [-3.0, 51.3],
    [-3.5, 51.2],
    [-4.5, 51.0],
    [-4.95, 50.55],
  ];
  const northernIreland = [
    [-5.45, 54.4],
    [-5.5, 54.3],
    [-6.1, 54.05],
    [-7.0, 54.2],
    [-8.1, 54.45],
    [-7.6, 54.8],
    [-7.3, 55.15],
    [-6.5, 55.24],
    [-6.0, 55.2],
    [-5.7, 54.8],
  ];
  const cities = [
    [-0.12, 51.5],
    [-2.24, 53.48],
    [-1.9, 52.48],
    [-4.25, 55.86],
    [-3.19, 55.95],
    [-3.18, 51.48],
    [-5.93, 54.6],
    [-2.59, 51.45],
    [-1.55, 53.8],
    [-1.61, 54.97],
  ];
  const pins = cities
    .map(project)
    .map(
      ([x, y], i) =>
        `<g transform="translate(${x} ${y})"><circle r="${i === 0 ? 22 : 16}" fill="url(#glow)"/><path d="M0 0c-8-10-12-16-12-22a12 12 0 0 1 24 0c0 6-4 12-12 22z" fill="${P.amber}"/><circle cy="-22" r="4.5" fill="${P.ink}"/></g>`,
    )
    .join('');
  return `<rect width="800" height="600" fill="${P.ink}"/>
${dotGrid(20, 20, 27, 20, 30, P.teal, 2, 0.5)}
<path d="${outline(greatBritain)}" fill="${P.tealDeep}" stroke="${P.tealMid}" stroke-width="3" stroke-linejoin="round"/>
<path d="${outline(northernIreland)}" fill="${P.tealDeep}" stroke="${P.tealMid}" stroke-width="3" stroke-linejoin="round"/>
${pins}`;
}

// ---------------------------------------------------------------------------------------------
// Flavour pictures (400 x 400, shipped as SVG): a tinted disc with a simple motif.

const leaf = (fill, vein = '#fff') =>
  `<path d="M0 0C40-60 120-70 160-40 120 20 50 40 0 0z" fill="${fill}"/><path d="M10 -2C60-30 100-40 150-40" fill="none" stroke="${vein}" stroke-width="4" stroke-linecap="round" opacity=".55"/>`;
const tobaccoLeaf = (fill, vein) =>
  `<path d="M0 0C30-90 110-150 200-150 190-60 110 10 0 0z" fill="${fill}"/><path d="M8-6C70-50 120-100 190-142" fill="none" stroke="${vein}" stroke-width="5" stroke-linecap="round"/>${[
    40, 80, 120,
  ]
    .map(
      (d) =>
        `<path d="M${d} ${-d * 0.7}l${30} ${20}" stroke="${vein}" stroke-width="3" stroke-linecap="round"/><path d="M${d} ${-d * 0.7}l${-10} ${-34}" stroke="${vein}" stroke-width="3" stroke-linecap="round"/>`,
    )
    .join('')}`;
const berry = (x, y, r, fill) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="#fff" opacity=".35"/>`;

function flavour(background, ring, motif) {
  return shippedDocument(
    400,
    400,
    `<rect width="400" height="400" fill="${background}"/><circle cx="200" cy="200" r="150" fill="${ring}"/>${motif}`,
  );
}

const flavours = {
  'flavour-peppermint': flavour(
    '#DDEFEA',
    '#BFE0D7',
    `<g transform="translate(110 250) rotate(-30)">${leaf('#2B7A76')}</g><g transform="translate(200 170) rotate(20)">${leaf('#3F9690')}</g><g transform="translate(150 300) rotate(-70)">${leaf('#17595B')}</g>${[
      [290, 110],
      [110, 130],
      [300, 290],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y - 14}v28M${x - 14} ${y}h28M${x - 10} ${y - 10}l20 20M${x + 10} ${y - 10}l-20 20" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
      )
      .join('')}`,
  ),
  'flavour-simply-mint': flavour(
    '#E6F3EE',
    '#CBE6DC',
    `<g transform="translate(120 270) rotate(-40) scale(1.35)">${leaf('#2B7A76')}</g><path d="M120 270q-10 30-30 50" stroke="#17595B" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  ),
  'flavour-mint-sorbet': flavour(
    '#F2F7F4',
    '#D4EBE3',
    // A coupe glass rather than a cone: a grown-up dessert, nothing that reads as a kids' treat.
    `<path d="M110 210h180q-10 70-90 70t-90-70z" fill="#fff" stroke="#5FA79F" stroke-width="5"/><rect x="194" y="278" width="12" height="60" fill="#5FA79F"/><rect x="156" y="334" width="88" height="10" rx="5" fill="#5FA79F"/><ellipse cx="200" cy="196" rx="70" ry="46" fill="#8FD1BD"/><ellipse cx="184" cy="178" rx="30" ry="14" fill="#C9EEE2"/><g transform="translate(214 150) rotate(-50) scale(.45)">${leaf('#2B7A76')}</g>`,
  ),
  'flavour-classic-tobacco': flavour(
    '#F1E6D6',
    '#E2CBAA',
    `<g transform="translate(100 310)">${tobaccoLeaf('#8A5A2B', '#5E3A18')}</g>`,
  ),
  'flavour-caramel-tobacco': flavour(
    '#F5EAD8',
    '#EBCF9F',
    `<g transform="translate(90 300)">${tobaccoLeaf('#7A4E26', '#4F3115')}</g><path d="M220 80h90v40q0 14-8 14t-8-14v-10q0 26-10 26t-10-26v-6q0 16-8 16t-8-16v10q0 10-8 10t-8-10z" fill="${P.amberDeep}"/><rect x="220" y="70" width="90" height="22" rx="8" fill="#B8691F"/>`,
  ),
  'flavour-amber-tobacco': flavour(
    '#F6EEDF',
    '#EED8B0',
    `<g transform="translate(90 310)">${tobaccoLeaf('#9A6A32', '#6A4519')}</g><path d="M280 70c20 34 40 56 40 80a40 40 0 0 1-80 0c0-24 20-46 40-80z" fill="${P.amber}"/><path d="M262 140a20 20 0 0 0 16 24" fill="none" stroke="${P.amberLight}" stroke-width="6" stroke-linecap="round"/>`,
  ),
  'flavour-mango-mango': flavour(
    '#FCEFD9',
    '#F8D9A5',
    `<path d="M120 300c-40-30-30-110 30-150 60-40 150-40 170 30 16 60-40 120-100 136-40 10-74 6-100-16z" fill="#F29B30"/><path d="M200 124c50-14 100 0 118 40-30-10-70-16-118-40z" fill="#8DBA3A"/><path d="M180 140c60-20 100 30 90 80" fill="none" stroke="#FCD389" stroke-width="14" stroke-linecap="round" opacity=".7"/><g transform="translate(210 110) rotate(-60) scale(.5)">${leaf('#2B7A76')}</g><path d="M255 300c30-30 40-60 20-90 40 10 50 70-20 90z" fill="#E0492F" opacity=".55"/>`,
  ),
  'flavour-berry-ripple': flavour(
    '#F4E6EE',
    '#E8C9DA',
    `<path d="M60 260q35-30 70 0t70 0 70 0 70 0v80H60z" fill="#fff" opacity=".8"/><path d="M60 280q35-30 70 0t70 0 70 0 70 0" fill="none" stroke="#A8325E" stroke-width="10"/>${berry(160, 170, 38, '#6E2A5E')}${berry(230, 160, 42, '#A8325E')}${berry(200, 220, 36, '#4A2A6E')}<g transform="translate(190 110) rotate(-80) scale(.35)">${leaf('#2B7A76')}</g>`,
  ),
  'flavour-very-cherry': flavour(
    '#F8E3E1',
    '#F1C4C0',
    `<path d="M160 250C170 170 210 120 250 90M250 250C250 180 250 130 250 90" fill="none" stroke="#4F6B2A" stroke-width="8" stroke-linecap="round"/><g transform="translate(250 90) rotate(-20) scale(.5)">${leaf('#4F8A3A')}</g>${berry(160, 270, 52, '#B3202E')}${berry(250, 270, 52, '#8E1624')}`,
  ),
  'flavour-crisp-apple': flavour(
    '#EBF4E0',
    '#D4E8BE',
    `<path d="M200 140c-30-20-110-20-110 70 0 70 50 120 80 120 14 0 20-6 30-6s16 6 30 6c30 0 80-50 80-120 0-90-80-90-110-70z" fill="#7DB33A"/><path d="M140 180c-10 20-12 50-4 70" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".35" fill="none"/><path d="M200 140c0-20 4-40 16-56" stroke="#5E3A18" stroke-width="8" stroke-linecap="round" fill="none"/><g transform="translate(212 96) rotate(-20) scale(.45)">${leaf('#4F8A3A')}</g>`,
  ),
  'flavour-berry-mint': flavour(
    '#E8ECF4',
    '#CDD6EA',
    `${berry(170, 230, 44, '#3A3F8C')}${berry(240, 250, 40, '#5A2F7A')}${berry(210, 190, 36, '#2E4F9A')}<g transform="translate(150 160) rotate(-50) scale(.7)">${leaf('#2B7A76')}</g>`,
  ),
  'flavour-banoffee': flavour(
    '#FBF1DC',
    '#F4DDAA',
    `<path d="M90 150c30 120 150 170 230 120 12-8 4-20-8-16-70 20-160-20-190-110-4-12-34-8-32 6z" fill="#F5CF3A"/><path d="M96 146l-6-22 26 4z" fill="#5E3A18"/><path d="M120 170c40 70 110 100 170 96" fill="none" stroke="#E0AE1E" stroke-width="6" stroke-linecap="round"/><path d="M230 110c0-20 20-36 40-36s40 16 40 36c0 40-40 30-40 60 0-30-40-20-40-60z" fill="#9A5A22"/><path d="M252 100c6-10 20-12 30-6" stroke="#F8CF8C" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  ),
};

// ---------------------------------------------------------------------------------------------
// Line icons (64 x 64, 2.5 px strokes, ink-teal with an amber accent).

/** Mid teal: at least 3:1 against white, cream and the dark teal bands the icons sit on. */
const ICON_STROKE = '#3F9690';
function icon(paths, accent = '') {
  return shippedDocument(
    64,
    64,
    `<g fill="none" stroke="${ICON_STROKE}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${paths}</g>${accent}`,
  );
}

/** Three arrows chasing each other round a triangle, each side with a gap at the corners. */
function recyclingArrows() {
  const corners = [
    [32, 8],
    [57, 52],
    [7, 52],
  ];
  return corners
    .map(([x1, y1], i) => {
      const [x2, y2] = corners[(i + 1) % 3];
      const [dx, dy] = [x2 - x1, y2 - y1];
      const length = Math.hypot(dx, dy);
      const [ux, uy] = [dx / length, dy / length];
      const start = [x1 + ux * 9, y1 + uy * 9];
      const end = [x2 - ux * 9, y2 - uy * 9];
      const head = (angle) => {
        const cos = Math.cos(angle);
        const sin = Math.sin(angle);
        return [end[0] - 7 * (ux * cos - uy * sin), end[1] - 7 * (ux * sin + uy * cos)];
      };
      const r = (n) => Math.round(n * 10) / 10;
      const [a, b] = [head(0.6), head(-0.6)];
      return `<path d="M${r(start[0])} ${r(start[1])}L${r(end[0])} ${r(end[1])}M${r(a[0])} ${r(a[1])}L${r(end[0])} ${r(end[1])}L${r(b[0])} ${r(b[1])}"/>`;
    })
    .join('');
}

const icons = {
  'icon-shipping': icon(
    '<path d="M6 18h30v24H6zM36 26h11l9 9v7h-20"/><circle cx="17" cy="45" r="5"/><circle cx="46" cy="45" r="5"/><path d="M22 45h19"/>',
    `<path d="M12 26h12M12 32h8" stroke="${P.amber}" stroke-width="2.5" stroke-linecap="round"/>`,
  ),
  'icon-quality': icon(
    '<path d="M32 6l6 5 8-1 2 8 7 4-3 7 3 7-7 4-2 8-8-1-6 5-6-5-8 1-2-8-7-4 3-7-3-7 7-4 2-8 8 1z"/>',
    `<path d="M24 32l6 6 11-12" fill="none" stroke="${P.amber}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  'icon-secure-payment': icon(
    '<rect x="6" y="14" width="42" height="28" rx="4"/><path d="M6 22h42M12 34h10"/>',
    `<g fill="none" stroke="${P.amber}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><rect x="40" y="38" width="18" height="16" rx="3" fill="#fff"/><path d="M44 38v-4a5 5 0 0 1 10 0v4"/></g>`,
  ),
  'icon-easy-return': icon(
    '<path d="M14 22h28a12 12 0 0 1 0 24H22"/><path d="M22 12L12 22l10 10"/>',
    `<circle cx="18" cy="46" r="3" fill="${P.amber}"/>`,
  ),
  'icon-warning': icon(
    '<path d="M32 8L58 54H6z"/>',
    `<path d="M32 24v14" stroke="${P.amber}" stroke-width="3.5" stroke-linecap="round"/><circle cx="32" cy="46" r="2.5" fill="${P.amber}"/>`,
  ),
  'icon-info': icon(
    '<circle cx="32" cy="32" r="25"/>',
    `<path d="M32 29v15" stroke="${P.amber}" stroke-width="3.5" stroke-linecap="round"/><circle cx="32" cy="21" r="2.5" fill="${P.amber}"/>`,
  ),
  'icon-battery': icon(
    '<rect x="6" y="18" width="46" height="28" rx="5"/><path d="M56 27v10"/>',
    `<path d="M31 22l-8 11h10l-8 10" fill="none" stroke="${P.amber}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  'icon-puff': icon(
    '<rect x="24" y="30" width="16" height="28" rx="6"/><path d="M28 30v-6h8v6"/>',
    `<path d="M32 18c-6-4 6-6 0-10M22 20c-5-4 4-6 0-10M42 20c-5-4 4-6 0-10" fill="none" stroke="${P.amber}" stroke-width="2.5" stroke-linecap="round"/>`,
  ),
  'icon-lock': icon(
    '<rect x="14" y="28" width="36" height="28" rx="5"/><path d="M21 28v-8a11 11 0 0 1 22 0v8"/>',
    `<path d="M32 38v8" stroke="${P.amber}" stroke-width="3.5" stroke-linecap="round"/>`,
  ),
  'icon-recycle': icon(recyclingArrows(), `<circle cx="32" cy="36" r="3" fill="${P.amber}"/>`),
  'icon-age': icon(
    '<circle cx="32" cy="32" r="25"/>',
    `<path d="M16 27l4-3v16M31 29a4 4 0 1 1 8 0 4 4 0 1 1-8 0zM31 36a4.5 4.5 0 1 0 9 0 4.5 4.5 0 1 0-9 0M45 32h8M49 28v8" fill="none" stroke="${P.amber}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
};

// ---------------------------------------------------------------------------------------------
// Brand marks. The wordmark is drawn with strokes, not a font, so it looks the same everywhere.

const logo = shippedDocument(
  160,
  40,
  `<clipPath id="lumo-mark"><circle cx="20" cy="20" r="14"/></clipPath><circle cx="20" cy="20" r="14" fill="${P.amber}"/><g clip-path="url(#lumo-mark)" fill="${P.tealDeep}"><rect x="4" y="22" width="32" height="3.5"/><rect x="4" y="28" width="32" height="3.5"/><rect x="4" y="34" width="32" height="6"/></g>
<g fill="none" stroke="${P.tealMid}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round">
<path d="M48 7v22q0 4 4 4"/>
<path d="M62 16v9a8 8 0 0 0 16 0v-9M78 16v17"/>
<path d="M88 33V16M88 23a6 6 0 0 1 12 0v10M100 23a6 6 0 0 1 12 0v10"/>
<circle cx="131" cy="24.5" r="8.5"/>
</g>`,
);

const brand = {
  logo,
  'payment-visa': shippedDocument(
    64,
    40,
    `<rect x=".5" y=".5" width="63" height="39" rx="5" fill="#fff" stroke="#D5DCE0"/><rect x="8" y="28" width="48" height="4" rx="2" fill="#F7B600"/><path d="M10 11l5 14 6-14M25 11l-3 14M38 12q-4-2-7 0t0 5 2 5-7 1M41 25l6-14 4 14M43 21h7" fill="none" stroke="#1A1F71" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  'payment-mastercard': shippedDocument(
    64,
    40,
    `<rect x=".5" y=".5" width="63" height="39" rx="5" fill="#fff" stroke="#D5DCE0"/><circle cx="25" cy="20" r="12" fill="#EB001B"/><circle cx="39" cy="20" r="12" fill="#F79E1B"/><path d="M32 10.3a12 12 0 0 1 0 19.4 12 12 0 0 1 0-19.4z" fill="#FF5F00"/>`,
  ),
  'payment-paypal': shippedDocument(
    64,
    40,
    `<rect x=".5" y=".5" width="63" height="39" rx="5" fill="#fff" stroke="#D5DCE0"/><path d="M24 8h12c6 0 9 3 8 8-1 6-5 9-11 9h-4l-2 9h-7z" fill="#003087"/><path d="M28 13h10c5 0 8 3 7 8-1 5-5 8-10 8h-3l-2 7h-6z" fill="#009CDE" opacity=".9"/><path d="M30 16h4c2 0 3 1 3 3s-2 4-4 4h-4z" fill="#fff"/>`,
  ),
  'social-facebook': shippedDocument(
    32,
    32,
    `<circle cx="16" cy="16" r="16" fill="${P.tealDeep}"/><path d="M17.5 26v-8.5h3l.5-3.5h-3.5v-2.2c0-1 .3-1.7 1.8-1.7H21V7.1c-.4 0-1.5-.1-2.7-.1-2.7 0-4.5 1.6-4.5 4.6V14h-3v3.5h3V26z" fill="#fff"/>`,
  ),
  'social-instagram': shippedDocument(
    32,
    32,
    `<circle cx="16" cy="16" r="16" fill="${P.tealDeep}"/><g fill="none" stroke="#fff" stroke-width="2"><rect x="8.5" y="8.5" width="15" height="15" rx="4.5"/><circle cx="16" cy="16" r="3.6"/></g><circle cx="20.3" cy="11.7" r="1.1" fill="#fff"/>`,
  ),
  'social-youtube': shippedDocument(
    32,
    32,
    `<circle cx="16" cy="16" r="16" fill="${P.tealDeep}"/><rect x="7" y="10" width="18" height="12" rx="3.5" fill="#fff"/><path d="M14 13v6l5.2-3z" fill="${P.tealDeep}"/>`,
  ),
};

// ---------------------------------------------------------------------------------------------

function writeAll() {
  mkdirSync(rasterSourceDir, { recursive: true });
  for (const [name, svg] of Object.entries(scenes)) {
    writeFileSync(join(rasterSourceDir, `${name}.svg`), svg);
  }
  for (const [name, svg] of Object.entries({ ...flavours, ...icons, ...brand })) {
    writeFileSync(join(shippedDir, `${name}.svg`), svg);
  }
  console.log(
    `wrote ${Object.keys(scenes).length} raster sources and ${
      Object.keys(flavours).length + Object.keys(icons).length + Object.keys(brand).length
    } shipped SVGs`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeAll();
