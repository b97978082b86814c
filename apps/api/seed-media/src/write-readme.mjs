// Regenerates ../README.md from ../manifest.json and the files' sizes on disk.
// Run after artwork.mjs, render.mjs and make-videos.mjs: `node write-readme.mjs`.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mediaDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(mediaDir, 'manifest.json'), 'utf8'));

const rows = manifest.map(({ file, width, height, alt }) => {
  const bytes = statSync(join(mediaDir, file)).size;
  return `| ${file} | ${width} x ${height} | ${bytes.toLocaleString('en-GB')} | ${alt} |`;
});

writeFileSync(
  join(mediaDir, 'README.md'),
  `# Lumo seed media

The brand's shipped images and videos. The api seeds the media library from this folder: every
file listed in \`manifest.json\` is registered with its width, height and alt text and served at
\`/media/<file name>\`. The marketing pages in \`../seed-content/pages\` use only these files.

Everything here was made for this project (no stock or third-party artwork): flat geometric
illustrations in the Lumo palette (ink and dark teal with a warm amber accent). Scenes show
adults only; nothing is styled to appeal to young people.

## How the files were made

| Step | Script | Output |
| --- | --- | --- |
| 1 | \`node src/artwork.mjs\` | \`src/svg/*.svg\` (raster sources) and the shipped SVGs in this folder |
| 2 | \`SHARP_PATH=/path/to/node_modules/sharp node src/render.mjs\` | \`*.webp\`, quality 70, each under 60 KB |
| 3 | \`SHARP_PATH=... node src/make-videos.mjs\` (needs ffmpeg) | \`*.webm\`: 5.5 s, 640 x 360, VP9, no audio |
| 4 | \`node src/write-readme.mjs\` | this README |

sharp and ffmpeg are not dependencies of the repo; the scripts are not part of the build. The
shipped SVGs contain no scripts, no editor metadata and no external references, and draw the
wordmark with paths, so they look the same without any font installed.

## Files

| File | Pixels | Bytes | Alt text |
| --- | --- | --- | --- |
${rows.join('\n')}
`,
);
console.log(`README.md lists ${rows.length} files`);
