import { describe, expect, it } from 'vitest';
import { makePng } from '../../test/fixtures';
import { signedInTestApp } from '../../test/test-app';
import { limitOf } from '../rate-limits/rate-limiter';
import { ONE_FILE_MESSAGE } from './media-http';

const SCALE = 0.01;

describe('upload count limits (ADR 0042)', () => {
  const t = signedInTestApp({ config: { rateLimitScale: SCALE } });

  async function post(files: { bytes: Uint8Array<ArrayBuffer>; name: string }[], field = 'file') {
    const form = new FormData();
    for (const file of files) {
      form.append(field, new File([file.bytes], file.name, { type: 'image/png' }));
    }
    const response = await t.app.fetch(
      new Request('http://localhost:4000/media', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${t.token}` },
      }),
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { response, body: (await response.json()) as Record<string, any> };
  }

  const assetCount = async () =>
    (await t.asEditor('{ mediaAssets(pageSize: 100) { total_count } }')).data?.mediaAssets
      .total_count as number;

  it('refuses two files in one request, storing neither', async () => {
    const before = await assetCount();
    for (const field of ['file', 'other']) {
      const { response, body } = await post(
        [
          { bytes: makePng(7, 1), name: 'one.png' },
          { bytes: makePng(8, 1), name: 'two.png' },
        ],
        field,
      );
      expect(response.status).toBe(400);
      expect(body.errors[0].message).toBe(ONE_FILE_MESSAGE);
    }
    expect(await assetCount()).toBe(before);
  });

  it("limits an editor's uploads per hour with a clear 429 and Retry-After, until the window ends", async () => {
    t.clock.set('2026-06-01T10:00:00.000Z');
    // The refused two-file requests above counted too: the limit is per request.
    const limit = limitOf('mediaUpload', SCALE);
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let index = 0; index < limit + 1 && !refused; index += 1) {
      const result = await post([{ bytes: makePng(index + 1, 2), name: `p${index}.png` }]);
      if (result.response.status === 201) accepted += 1;
      else refused = result;
    }
    expect(accepted).toBeLessThanOrEqual(limit);
    expect(refused?.response.status).toBe(429);
    const error = refused!.body.errors[0];
    expect(error.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(error.extensions.code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused!.response.headers.get('retry-after')).toBe(String(error.extensions.retryAfter));
    const before = await assetCount();
    t.clock.advance(error.extensions.retryAfter * 1000);
    const later = await post([{ bytes: makePng(40, 3), name: 'later.png' }]);
    expect(later.response.status).toBe(201);
    expect(await assetCount()).toBe(before + 1);
  });
});
