// Makes the two seed videos from the rendered illustrations: a slow zoom on each still with
// cross-fades, 640x360, 24 fps, VP9 in WebM, no audio. Run after render.mjs:
//   SHARP_PATH=/tmp/imgtools/node_modules/sharp node make-videos.mjs
// Needs ffmpeg on PATH (apt-get install -y ffmpeg). Not part of the build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const mediaDir = join(here, '..');
const MAX_BYTES = 300 * 1024;
const SCENE_SECONDS = 2.2;
const FADE_SECONDS = 0.6;

const sharpPath = process.env.SHARP_PATH;
if (!sharpPath) {
  console.error('Set SHARP_PATH to an installed sharp package (see render.mjs).');
  process.exit(1);
}
const sharp = createRequire(import.meta.url)(sharpPath);

/** Each video: its stills in order, with the colour that pads square stills to 16:9. */
const videos = {
  'how-to-use.webm': [
    ['pods-2-pack.webp', '#E4EFEC'],
    ['how-to-use-poster.webp', '#0F3B3F'],
    ['device-pod-kit.webp', '#E4EFEC'],
  ],
  'what-is-vaping.webm': [
    ['what-is-vaping-poster.webp', '#0B1A1E'],
    ['hero-what-is-vaping.webp', '#0F3B3F'],
    ['eliquid-bottle.webp', '#F6F1E9'],
  ],
};

const workDir = mkdtempSync(join(tmpdir(), 'lumo-video-'));
try {
  for (const [output, stills] of Object.entries(videos)) {
    const inputs = [];
    for (const [index, [still, background]] of stills.entries()) {
      const frame = join(workDir, `${output}-${index}.png`);
      await sharp(join(mediaDir, still))
        .resize(1280, 720, { fit: 'contain', background })
        .png()
        .toFile(frame);
      inputs.push('-loop', '1', '-t', String(SCENE_SECONDS), '-i', frame);
    }
    // Slow zoom on every still, then chain cross-fades between them.
    const zooms = stills.map(
      (_, i) =>
        `[${i}:v]zoompan=z='min(zoom+0.0009,1.08)':d=1:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=640x360:fps=24,setsar=1[s${i}]`,
    );
    const fades = [];
    let previous = 's0';
    for (let i = 1; i < stills.length; i += 1) {
      const offset = (SCENE_SECONDS - FADE_SECONDS) * i;
      const label = i === stills.length - 1 ? 'out' : `f${i}`;
      fades.push(
        `[${previous}][s${i}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset.toFixed(2)}[${label}]`,
      );
      previous = label;
    }
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        ...inputs,
        '-filter_complex',
        [...zooms, ...fades].join(';'),
        '-map',
        '[out]',
        '-an',
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '30',
        '-row-mt',
        '1',
        '-deadline',
        'good',
        '-cpu-used',
        '4',
        '-pix_fmt',
        'yuv420p',
        join(mediaDir, output),
      ],
      { stdio: 'inherit' },
    );
    const bytes = statSync(join(mediaDir, output)).size;
    console.log(
      `${output.padEnd(22)} 640x360  ${bytes} bytes${bytes > MAX_BYTES ? '  <-- over budget' : ''}`,
    );
    if (bytes > MAX_BYTES) process.exitCode = 1;
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
