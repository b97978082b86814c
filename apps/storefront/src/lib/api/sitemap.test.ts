import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApiReply } from '@/test/fake-api';
import {
  fetchSitemapCategoryPaths,
  fetchSitemapCmsPaths,
  fetchSitemapProductPaths,
} from './sitemap';

let reply: (operation: string, variables: Record<string, unknown>) => FakeApiReply;
let api: Awaited<ReturnType<typeof startFakeApi>>;
const noStore = { cache: 'no-store' } as const;
const fetchNoStore: typeof fetch = (input, init) => fetch(input, { ...init, ...noStore });

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const body = JSON.parse(request.body) as { query: string; variables: Record<string, unknown> };
    return reply(body.query.match(/query (\w+)/)?.[1] ?? '', body.variables);
  });
  process.env.API_URL = api.url;
});
beforeEach(() => {
  api.requests.length = 0;
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

describe('sitemap sources', () => {
  it('reads every page of products and stops at the last', async () => {
    reply = (_operation, variables) => {
      const page = Number(variables.currentPage);
      const items =
        page === 1
          ? [
              { uid: 'a', request_path: 'eliquids/peppermint.html' },
              { uid: 'b', request_path: null, url_key: 'compact', url_suffix: '.html' },
            ]
          : [
              { uid: 'c', request_path: '/pods/refill.html' },
              { uid: 'd', request_path: 'https://x.example/' },
            ];
      return {
        body: {
          data: { products: { items, page_info: { current_page: page, total_pages: 2 } } },
        },
      };
    };
    expect(await fetchSitemapProductPaths('gr', fetchNoStore)).toEqual([
      '/eliquids/peppermint.html',
      '/compact.html',
      '/pods/refill.html',
    ]);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[0]?.headers.store).toBe('gr');
  });

  it('lists categories below the roots and keeps what it has when a page fails', async () => {
    reply = (_operation, variables) =>
      Number(variables.currentPage) === 1
        ? {
            body: {
              data: {
                categories: {
                  items: [
                    { uid: 'r', level: 1, url_path: null },
                    { uid: 'd', level: 2, url_path: 'default-category' },
                    { uid: 'e', level: 3, url_path: 'eliquids', url_suffix: '' },
                  ],
                  page_info: { current_page: 1, total_pages: 3 },
                },
              },
            },
          }
        : { status: 500, body: 'down' };
    expect(await fetchSitemapCategoryPaths('uk', fetchNoStore)).toEqual(['/eliquids']);
  });

  it('lists the SPEC CMS pages the route lookup serves as enabled CMS pages', async () => {
    reply = (_operation, variables) => ({
      body: {
        data: {
          jtiHeadlessUrls: {
            items: (variables.urls as string[]).map((url) =>
              url === 'recycling'
                ? { url, entity_type: 'cms-page', entity_id: 3, rewrite_type: 0, disabled: false }
                : url === 'contacts'
                  ? { url, entity_type: 'cms-page', entity_id: 4, rewrite_type: 0, disabled: true }
                  : null,
            ),
          },
        },
      },
    });
    expect(await fetchSitemapCmsPaths('uk', fetchNoStore)).toEqual(['/recycling']);
  });
});
