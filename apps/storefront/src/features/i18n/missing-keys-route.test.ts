import { describe, expect, it, vi } from 'vitest';
import {
  createMissingKeyLog,
  handleMissingKeyList,
  handleMissingKeyPost,
  type MissingKeyRouteDependencies,
} from './missing-keys-route';

function post(body: string): Request {
  return new Request('http://127.0.0.1:3000/api/i18n/missing-keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

function dependencies(debug: boolean) {
  const warn = vi.fn<(message: string) => void>();
  const deps: MissingKeyRouteDependencies = {
    debug: () => debug,
    log: createMissingKeyLog(2),
    warn,
  };
  return { ...deps, warn, log: deps.log };
}

describe('POST /api/i18n/missing-keys', () => {
  it('does not exist outside debug mode', async () => {
    const deps = dependencies(false);
    const response = await handleMissingKeyPost(post('{"language":"el","key":"a.b"}'), deps);
    expect(response.status).toBe(404);
    expect(handleMissingKeyList(deps).status).toBe(404);
    expect(deps.warn).not.toHaveBeenCalled();
  });

  it('records and logs each key once, and lists them', async () => {
    const deps = dependencies(true);
    const body = JSON.stringify({ language: 'el', key: 'catalog.sort.label' });
    expect((await handleMissingKeyPost(post(body), deps)).status).toBe(201);
    expect((await handleMissingKeyPost(post(body), deps)).status).toBe(200);
    expect(deps.warn).toHaveBeenCalledExactlyOnceWith('Missing translation: el catalog.sort.label');
    expect(await handleMissingKeyList(deps).json()).toEqual({
      missing: [{ language: 'el', key: 'catalog.sort.label' }],
    });
  });

  it('keeps a bounded number of keys', async () => {
    const deps = dependencies(true);
    for (const key of ['a.one', 'a.two', 'a.three']) {
      await handleMissingKeyPost(post(JSON.stringify({ language: 'el', key })), deps);
    }
    expect(deps.log.list()).toHaveLength(2);
    expect(deps.warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['not JSON', 'nope', 400],
    ['a missing key', '{"language":"el"}', 400],
    ['an extra field', '{"language":"el","key":"a.b","email":"x@y.z"}', 400],
    ['markup in the key', '{"language":"el","key":"<script>"}', 400],
    ['a long key', JSON.stringify({ language: 'el', key: 'a'.repeat(201) }), 400],
    ['a huge body', JSON.stringify({ language: 'el', key: 'a', pad: 'x'.repeat(2000) }), 413],
  ])('refuses %s', async (_name, body, status) => {
    const deps = dependencies(true);
    expect((await handleMissingKeyPost(post(body), deps)).status).toBe(status);
    expect(deps.log.list()).toEqual([]);
  });
});
