import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../test/fixtures';
import { createTestApp, gql, signIn, type TestApp } from '../../test/test-app';
import type { MediaStorageConfig } from './media-storage-config';

const BUCKET = 'lumo-media';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const MEDIA = `query { mediaAssets(pageSize: 50) { items { uid url file_name } } }`;
const DELETE = `mutation($uid: ID!) { deleteMediaAsset(uid: $uid) { result } }`;

// ADR 0038: with S3 configured, uploads, /media and deletes go through a real S3-compatible
// server (s3rver, a local test double speaking the S3 protocol), and nothing lands on the
// api's disk.
describe('media in S3-compatible object storage', () => {
  let server: S3rver;
  let storageDir: string;
  let s3: S3Client;
  let config: Extract<MediaStorageConfig, { kind: 's3' }>;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'lumo-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: storageDir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    config = {
      kind: 's3',
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: KEYS,
      forcePathStyle: true,
      prefix: 'media/',
    };
    s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: KEYS,
    });
    t = await createTestApp({ config: { mediaStorage: config } });
    token = await signIn(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    s3?.destroy();
    await server?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const keysInBucket = async () =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map(
      (object) => object.Key,
    );

  it('uploads to the bucket, serves from it (with ranges) and deletes from it', async () => {
    const png = makePng(4, 3);
    const form = new FormData();
    form.append('file', new File([png], 'Bucket Hero.png', { type: 'image/png' }));
    const uploaded = await t.app.fetch(
      new Request('http://localhost:4000/media', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(uploaded.status).toBe(201);
    const { asset } = (await uploaded.json()) as { asset: { url: string; uid: string } };
    const path = asset.url.slice('/media/'.length);

    // In the bucket under the prefix, with its type; not on the api's disk.
    expect(await keysInBucket()).toEqual([`media/${path}`]);
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `media/${path}` }));
    expect(object.ContentType).toBe('image/png');
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(Buffer.from(png));
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(t.dataDir, 'media', path))).toBe(false);

    const served = await t.app.fetch(new Request(`http://localhost:4000${asset.url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-length')).toBe(String(png.byteLength));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(png));

    const ranged = await t.app.fetch(
      new Request(`http://localhost:4000${asset.url}`, { headers: { range: 'bytes=8-15' } }),
    );
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 8-15/${png.byteLength}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(Buffer.from(png.subarray(8, 16)));

    const head = await t.app.fetch(
      new Request(`http://localhost:4000${asset.url}`, { method: 'HEAD' }),
    );
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.byteLength));

    const deleted = await gql(t.app, DELETE, { uid: asset.uid }, { token });
    expect(deleted.data?.deleteMediaAsset.result).toBe(true);
    expect(await keysInBucket()).toEqual([]);
    const gone = await t.app.fetch(new Request(`http://localhost:4000${asset.url}`));
    expect(gone.status).toBe(404);
    const listed = await gql(t.app, MEDIA, {}, { token });
    expect(listed.data?.mediaAssets.items).toEqual([]);
  });

  it('answers 404 for a file the bucket does not have, and refuses traversal', async () => {
    for (const path of ['2026/missing-0123456789.png', '..%2F..%2Fetc%2Fpasswd.png']) {
      const response = await t.app.fetch(new Request(`http://localhost:4000/media/${path}`));
      expect(response.status, path).toBe(404);
    }
  });
});
