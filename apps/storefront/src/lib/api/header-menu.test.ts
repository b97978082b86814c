import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, unusedPortUrl } from '@/test/fake-api';
import { fetchHeaderMenu } from './header-menu';

let api: Awaited<ReturnType<typeof startFakeApi>>;

const category = (
  uid: string,
  name: string,
  path: string,
  extra: Record<string, unknown> = {},
) => ({
  uid,
  name,
  url_path: path,
  url_suffix: '',
  position: 1,
  include_in_menu: 1,
  ...extra,
});

beforeAll(async () => {
  api = await startFakeApi(() => ({
    body: {
      data: {
        categories: {
          items: [
            category('b', 'E-liquids', 'eliquids', {
              position: 2,
              children: [category('b1', 'Bottles', 'eliquids/bottles')],
            }),
            category('a', 'Devices', 'devices', { position: 1, children: [] }),
            category('h', 'Hidden', 'hidden', { include_in_menu: 0 }),
            { uid: 'x', name: '', url_path: 'nameless' },
          ],
        },
      },
    },
  }));
  process.env.API_URL = api.url;
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

describe('fetchHeaderMenu', () => {
  it('asks for the children of the store view root and orders them by position', async () => {
    const menu = await fetchHeaderMenu('gr', 2);
    expect(menu).toEqual([
      { id: 'a', name: 'Devices', href: '/gr/devices', children: [] },
      {
        id: 'b',
        name: 'E-liquids',
        href: '/gr/eliquids',
        children: [{ id: 'b1', name: 'Bottles', href: '/gr/eliquids/bottles', children: [] }],
      },
    ]);
    const request = api.requests.at(-1)!;
    expect(request.headers.store).toBe('gr');
    expect(JSON.parse(request.body).variables).toEqual({ rootId: '2' });
  });

  it('is empty when the api cannot be reached (the header still renders)', async () => {
    process.env.API_URL = await unusedPortUrl();
    try {
      expect(await fetchHeaderMenu('uk', 2)).toEqual([]);
    } finally {
      process.env.API_URL = api.url;
    }
  });
});
