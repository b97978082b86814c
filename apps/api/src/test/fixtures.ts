import { deflateSync } from 'node:zlib';
import { heroBanner, type PublishedPage, type StoreViewCode } from '@lumo/block-schema';

/** A real PNG (RGB, solid colour) built from its chunks, so tests upload genuine bytes. */
export function makePng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** The start of a Windows executable ("MZ" header with a PE signature). */
export function makeExe(): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'binary');
  bytes.writeUInt16LE(0x014c, 0x84);
  return new Uint8Array(bytes);
}

export function heroPage(
  storeView: StoreViewCode,
  path: string,
  overrides: { title?: string; imageUrl?: string; heroTitle?: string } = {},
): PublishedPage {
  return {
    formatVersion: 1,
    storeView,
    path,
    title: overrides.title ?? 'Spring campaign',
    meta: { description: '', image: '', noIndex: false },
    blocks: [
      {
        id: 'hero-1',
        type: 'HeroBanner',
        version: heroBanner.version,
        props: {
          ...(heroBanner.example as Record<string, unknown>),
          title: overrides.heroTitle ?? 'Vaping, simplified',
          backbgroundImage: {
            url: overrides.imageUrl ?? '/media/hero-home.webp',
            alt: 'A pod vape',
            width: 1600,
            height: 700,
          },
        },
      },
    ],
  };
}
