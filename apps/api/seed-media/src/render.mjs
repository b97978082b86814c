// Renders the raster sources in ./svg/*.svg to ../<name>.webp (seed-media) with sharp.
// Not part of the build: sharp is not a dependency of the repo. Install it anywhere and point
// SHARP_PATH at it, e.g.
//   mkdir -p /tmp/imgtools && cd /tmp/imgtools && npm init -y && npm i sharp@0.34
//   node artwork.mjs && SHARP_PATH=/tmp/imgtools/node_modules/sharp node render.mjs
// Each SVG's width/height is the shipped pixel size (see ../manifest.json).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sourceDir = join(here, 'svg');
const outputDir = join(here, '..');
const WEBP_QUALITY = 70;
/** Anything bigger is too heavy for a seed image; fail loudly so the artwork gets simpler. */
const MAX_BYTES = 60 * 1024;

const sharpPath = process.env.SHARP_PATH;
if (!sharpPath) {
  console.error('Set SHARP_PATH to an installed sharp package (see the comment at the top).');
  process.exit(1);
}
const sharp = createRequire(import.meta.url)(sharpPath);

let failed = false;
for (const file of readdirSync(sourceDir).filter((name) => name.endsWith('.svg'))) {
  const svg = readFileSync(join(sourceDir, file));
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg.toString()) ?? [];
  const output = join(outputDir, `${basename(file, '.svg')}.webp`);
  await sharp(svg, { density: 72 })
    .resize(Number(width), Number(height))
    .webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true })
    .toFile(output);
  const bytes = statSync(output).size;
  const note = bytes > MAX_BYTES ? '  <-- over budget' : '';
  if (bytes > MAX_BYTES) failed = true;
  console.log(`${basename(output).padEnd(28)} ${width}x${height}  ${bytes} bytes${note}`);
}
if (failed) process.exit(1);
