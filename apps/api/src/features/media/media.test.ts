import { describe, expect, it } from 'vitest';
import { heroPage, makeExe, makePng } from '../../test/fixtures';
import { firstError, signedInTestApp } from '../../test/test-app';
import { inspectSvg } from './svg-check';

const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120"><rect width="240" height="120" fill="#0b3d3a"/></svg>`;

describe('media uploads', () => {
  const t = signedInTestApp();

  async function upload(
    bytes: Uint8Array<ArrayBuffer> | string,
    name: string,
    options: {
      token?: string | null;
      alt?: string;
      type?: string;
      origin?: string;
      cookie?: string;
    } = {},
  ) {
    const form = new FormData();
    form.append(
      'file',
      new File([bytes], name, { type: options.type ?? 'application/octet-stream' }),
    );
    if (options.alt) form.append('alt', options.alt);
    const headers: Record<string, string> = {};
    const auth = options.token === undefined ? t.token : options.token;
    if (auth) headers.authorization = `Bearer ${auth}`;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    const response = await t.app.fetch(
      new Request('http://localhost:4000/media', { method: 'POST', body: form, headers }),
    );
    // Response bodies are checked field by field below; a loose type keeps the tests readable.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  it('stores a real PNG with its size under /media/<year>/ and serves it with safe headers', async () => {
    const png = makePng(3, 2);
    const result = await upload(png, 'My Hero (1).PNG', { alt: 'A test image' });
    expect(result.status).toBe(201);
    expect(result.body.asset).toMatchObject({
      kind: 'IMAGE',
      mime_type: 'image/png',
      width: 3,
      height: 2,
      alt: 'A test image',
      size_bytes: png.byteLength,
      file_name: 'My Hero (1).PNG',
      uploaded_by: 'Ada Admin',
    });
    expect(result.body.asset.url).toMatch(/^\/media\/2026\/my-hero-1-[0-9a-f]{10}\.png$/);

    const served = await t.app.fetch(new Request(`http://localhost:4000${result.body.asset.url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const ranged = await t.app.fetch(
      new Request(`http://localhost:4000${result.body.asset.url}`, {
        headers: { range: 'bytes=0-7' },
      }),
    );
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-7/${png.byteLength}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(8);
  });

  it('refuses an executable renamed to .png, naming what it really is', async () => {
    const result = await upload(makeExe(), 'holiday.png', { type: 'image/png' });
    expect(result.status).toBe(415);
    expect(result.body.errors[0].message).toMatch(
      /^This file is not an allowed image or video \(detected: application\/x-msdownload\)/,
    );
  });

  it('refuses plain text and empty files', async () => {
    const text = await upload('just some text', 'notes.jpg');
    expect(text.status).toBe(415);
    expect(text.body.errors[0].message).toContain('detected: unknown type');
    const empty = await upload(new Uint8Array(), 'empty.png');
    expect(empty.status).toBe(400);
  });

  it('refuses SVG carrying script', async () => {
    const withScript = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'logo.svg',
    );
    expect(withScript.status).toBe(415);
    expect(withScript.body.errors[0].message).toBe(
      'This SVG file is not allowed: it contains a <script> element.',
    );
    const withHandler = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" onclick="alert(1)"/></svg>',
      'logo.svg',
    );
    expect(withHandler.body.errors[0].message).toContain('event handler');
    const withLink = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="java&#x09;script:alert(1)"><rect width="1" height="1"/></a></svg>',
      'logo.svg',
    );
    expect(withLink.body.errors[0].message).toContain('script URL');
  });

  it('accepts a clean SVG with its size from the viewBox and serves it with a strict CSP', async () => {
    const result = await upload(CLEAN_SVG, 'badge.svg');
    expect(result.status).toBe(201);
    expect(result.body.asset).toMatchObject({
      mime_type: 'image/svg+xml',
      width: 240,
      height: 120,
    });
    const served = await t.app.fetch(new Request(`http://localhost:4000${result.body.asset.url}`));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; form-action 'none'; frame-ancestors 'none'; sandbox",
    );
  });

  it('refuses files over the size limit', async () => {
    const big = new Uint8Array(t.config.maxImageBytes + 10);
    big.set(makePng(1, 1));
    const result = await upload(big, 'huge.png');
    expect(result.status).toBe(413);
    expect(result.body.errors[0].message).toMatch(/limit is 2 MB/);
  });

  it('requires an editor token and refuses a cookie from a foreign origin', async () => {
    const anonymous = await upload(makePng(1, 1), 'a.png', { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].extensions.category).toBe('graphql-authorization');
    const crossSite = await upload(makePng(1, 1), 'a.png', {
      token: null,
      cookie: `editor_token=${t.token}`,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await upload(makePng(2, 2), 'b.png', {
      token: null,
      cookie: `editor_token=${t.token}`,
      origin: 'http://localhost:3001',
    });
    expect(sameSite.status).toBe(201);
  });

  it('lists, searches, edits and deletes assets, refusing to delete one in use', async () => {
    const used = await upload(makePng(4, 4), 'in-use.png');
    const unused = await upload(makePng(5, 5), 'spare.png', { alt: 'Spare tyre' });
    const LIST = `query($search: String, $kind: MediaKind) { mediaAssets(search: $search, kind: $kind, pageSize: 2) { total_count items { uid file_name } page_info { total_pages current_page page_size } } }`;
    const all = await t.asEditor(LIST);
    expect(all.data?.mediaAssets.items).toHaveLength(2);
    expect(all.data?.mediaAssets.page_info.page_size).toBe(2);
    const found = await t.asEditor(LIST, { search: 'tyre' });
    expect(
      found.data?.mediaAssets.items.map((item: { file_name: string }) => item.file_name),
    ).toEqual(['spare.png']);
    expect((await t.asEditor(LIST, { kind: 'VIDEO' })).data?.mediaAssets.total_count).toBe(0);

    const edited = await t.asEditor(
      `mutation($uid: ID!) { updateMediaAsset(uid: $uid, alt: "New alt") { alt } }`,
      { uid: unused.body.asset.uid },
    );
    expect(edited.data?.updateMediaAsset.alt).toBe('New alt');

    await t.asEditor(
      `mutation($input: SaveBuilderPageDraftInput!) { saveBuilderPageDraft(input: $input) { revision } }`,
      {
        input: {
          store_code: 'uk',
          path: '/uses-media',
          content: heroPage('uk', '/uses-media', { imageUrl: used.body.asset.url }),
          base_revision: 0,
        },
      },
    );
    const DELETE = `mutation($uid: ID!) { deleteMediaAsset(uid: $uid) { result } }`;
    const refused = await t.asEditor(DELETE, { uid: used.body.asset.uid });
    expect(firstError(refused).message).toBe(
      'This file is used on /uses-media (uk). Remove it from those pages first.',
    );
    const deleted = await t.asEditor(DELETE, { uid: unused.body.asset.uid });
    expect(deleted.data?.deleteMediaAsset.result).toBe(true);
    const gone = await t.app.fetch(new Request(`http://localhost:4000${unused.body.asset.url}`));
    expect(gone.status).toBe(404);
  });

  it('never serves files outside the media folder', async () => {
    for (const path of [
      '/media/../package.json',
      '/media/%2e%2e/secret.png',
      '/media/x/../../a.png',
    ]) {
      const response = await t.app.fetch(new Request(`http://localhost:4000${path}`));
      expect(response.status).toBe(404);
    }
  });
});

describe('SVG inspection', () => {
  it('reads width and height, and derives a missing one from the viewBox', () => {
    expect(
      inspectSvg('<svg xmlns="http://www.w3.org/2000/svg" width="100px" height="50"/>'),
    ).toEqual({
      ok: true,
      width: 100,
      height: 50,
    });
    expect(
      inspectSvg('<svg xmlns="http://www.w3.org/2000/svg" width="200" viewBox="0 0 100 50"/>'),
    ).toEqual({
      ok: true,
      width: 200,
      height: 100,
    });
  });

  it('accepts the public DOCTYPE that drawing programs export', () => {
    const exported =
      '<?xml version="1.0"?>\n<!-- Generator: Drawing app -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    expect(inspectSvg(exported)).toEqual({ ok: true, width: 10, height: 10 });
  });

  it('refuses foreignObject, entity declarations, embedded documents and non-SVG XML', () => {
    expect(inspectSvg('<svg><foreignObject><div/></foreignObject></svg>')).toMatchObject({
      ok: false,
    });
    expect(inspectSvg('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>')).toMatchObject({ ok: false });
    expect(
      inspectSvg('<svg><use href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Lz48L3N2Zz4="/></svg>'),
    ).toMatchObject({ ok: false });
    expect(inspectSvg('<html><svg/></html>')).toEqual({
      ok: false,
      reason: 'its root element is not <svg>',
    });
    expect(
      inspectSvg('<svg><style>rect { background: url("javascript:alert(1)") }</style></svg>'),
    ).toMatchObject({ ok: false });
  });
});
