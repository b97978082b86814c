import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type FakeApiReply } from '@/test/fake-api';
import FaqPage, { generateMetadata } from './page';
import FaqResultPage from './result/page';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

let reply: (operation: string, variables: Record<string, unknown>) => FakeApiReply;
let api: Awaited<ReturnType<typeof startFakeApi>>;

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

function question(id: number, text: string, answer = `<p>Answer ${id}</p>`) {
  return {
    id,
    category_id: 1,
    question: text,
    answer,
    url_key: `q-${id}`,
    url_path: `/faq/q-${id}`,
    position: id,
  };
}

const params = (storeView: string) => Promise.resolve({ storeView });

describe('/faq head', () => {
  it("takes the store view's alternative head block for /faq (SPEC §2.1)", async () => {
    reply = (operation, variables) =>
      operation === 'CmsBlocks' && (variables.identifiers as string[]).includes('head_alternatives')
        ? {
            body: {
              data: {
                cmsBlocks: {
                  items: [
                    {
                      identifier: 'head_alternatives',
                      title: 'Heads',
                      content: JSON.stringify([
                        { path: '/faq', title: 'Απαντήσεις', description: 'Όλα για τα pods.' },
                      ]),
                    },
                  ],
                },
              },
            },
          }
        : { body: { data: { cmsBlocks: { items: [] } } } };
    const metadata = await generateMetadata({ params: params('gr') });
    expect(metadata.title).toEqual({ absolute: 'Lumo | Απαντήσεις' });
    expect(metadata.description).toBe('Όλα για τα pods.');
    // Its canonical URL stays the page's own.
    expect(metadata.alternates?.canonical).toBe('/gr/faq');
  });

  it("keeps the page's own head when the CMS cannot answer", async () => {
    reply = () => ({ status: 502, body: 'Bad Gateway' });
    const metadata = await generateMetadata({ params: params('uk') });
    expect(metadata.title).toEqual({ absolute: 'Lumo | Frequently asked questions' });
  });
});

describe('/faq', () => {
  it('lists every category with its questions, each linking to its own page', async () => {
    reply = () => ({
      body: {
        data: {
          faqCategories: [
            {
              id: 1,
              title: 'Pods',
              url_key: 'pods',
              position: 1,
              questions: [
                question(1, 'How long does a pod last?'),
                question(2, 'Can I refill a pod?'),
              ],
            },
            { id: 2, title: 'Empty', url_key: 'empty', position: 2, questions: [] },
          ],
        },
      },
    });
    const html = renderToStaticMarkup(await FaqPage({ params: params('gr') }));
    expect(html).toContain('<h2 id="faq-category-1">Pods</h2>');
    expect(html).toContain('<a data-nav="" href="/gr/faq/q-1">How long does a pod last?</a>');
    expect(html).toContain('<a data-nav="" href="/gr/faq/q-2">Can I refill a pod?</a>');
    expect(html).not.toContain('Empty');
    expect(html).toContain('action="/gr/faq/result"');
    expect(api.requests[0]?.headers.store).toBe('gr');
  });

  it('shows the notice when the api cannot answer', async () => {
    reply = () => ({ status: 502, body: 'Bad Gateway' });
    const html = renderToStaticMarkup(await FaqPage({ params: params('uk') }));
    expect(html).toContain('data-testid="page-unavailable"');
  });
});

describe('/faq/result', () => {
  it('shows the questions matching the search, asked with the trimmed words', async () => {
    reply = (_operation, variables) => ({
      body: {
        data: {
          faqSearch:
            variables.search === 'pod life' ? [question(1, 'How long does a pod last?')] : [],
        },
      },
    });
    const html = renderToStaticMarkup(
      await FaqResultPage({
        params: params('ie'),
        searchParams: Promise.resolve({ q: '  pod   life ' }),
      }),
    );
    expect(html).toContain('FAQ results for “pod life”');
    expect(html).toContain('<a data-nav="" href="/ie/faq/q-1">How long does a pod last?</a>');
    expect(html).toContain('value="pod life"');
  });

  it('has an empty state that points back to /faq', async () => {
    reply = () => ({ body: { data: { faqSearch: [] } } });
    const html = renderToStaticMarkup(
      await FaqResultPage({ params: params('uk'), searchParams: Promise.resolve({ q: 'xyzzy' }) }),
    );
    expect(html).toContain('data-testid="faq:empty"');
    expect(html).toContain('href="/faq"');
  });

  it('does not ask the api without words, and bounds what it sends', async () => {
    reply = (_operation, variables) => ({
      body: { data: { faqSearch: [question(3, `len ${String(variables.search).length}`)] } },
    });
    renderToStaticMarkup(
      await FaqResultPage({ params: params('uk'), searchParams: Promise.resolve({ q: '   ' }) }),
    );
    expect(api.requests).toHaveLength(0);
    const html = renderToStaticMarkup(
      await FaqResultPage({
        params: params('uk'),
        searchParams: Promise.resolve({ q: 'a'.repeat(5000) }),
      }),
    );
    expect(html).toContain('len 100');
  });
});
