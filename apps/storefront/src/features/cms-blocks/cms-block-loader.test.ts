import { describe, expect, it, vi } from 'vitest';
import { CmsBlockLoader, graphQLBlockFetcher } from './cms-block-loader';

const block = (identifier: string) => ({
  identifier,
  title: identifier,
  content: `<p>${identifier}</p>`,
});

/** A fake /graphql answering cmsBlocks from `existing`, recording each request's identifiers. */
function fakeGraphQL(existing: string[], fail = false) {
  const requests: string[][] = [];
  const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
    const { variables } = JSON.parse(String(init.body)) as { variables: { identifiers: string[] } };
    requests.push(variables.identifiers);
    if (fail) return new Response('down', { status: 502 });
    return Response.json({
      data: {
        cmsBlocks: {
          items: variables.identifiers.filter((id) => existing.includes(id)).map(block),
        },
      },
    });
  });
  return { requests, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SPEC §4 CMS blocks in the browser', () => {
  it('sends blocks asked in the same tick as one request, rebranding first, then plain names', async () => {
    const api = fakeGraphQL(['banner_rebranding', 'popup', 'footer_rebranding']);
    const loader = new CmsBlockLoader(graphQLBlockFetcher('uk', api.fetchImpl));
    loader.request('banner');
    loader.request('popup');
    loader.request('footer');
    loader.request('banner');
    expect(loader.get('banner')).toMatchObject({ isLoading: true, data: null });
    await settle();
    expect(api.requests).toEqual([
      ['banner_rebranding', 'popup_rebranding', 'footer_rebranding'],
      ['popup'],
    ]);
    expect(loader.get('banner')).toMatchObject({
      isLoading: false,
      data: block('banner_rebranding'),
    });
    expect(loader.get('popup')).toMatchObject({ isLoading: false, data: block('popup') });
  });

  it('asks each variant once: a block loaded or checked is not asked again', async () => {
    const api = fakeGraphQL(['popup']);
    const loader = new CmsBlockLoader(graphQLBlockFetcher('uk', api.fetchImpl));
    loader.request('popup');
    loader.request('missing');
    await settle();
    loader.request('popup');
    loader.request('missing');
    await settle();
    expect(api.requests).toEqual([
      ['popup_rebranding', 'missing_rebranding'],
      ['popup', 'missing'],
    ]);
    expect(loader.get('missing')).toEqual({ isLoading: false, isError: false, data: null });
  });

  it('a failed request sets the error flag of its blocks (SPEC §8 "CMS blocks failure")', async () => {
    const api = fakeGraphQL([], true);
    const loader = new CmsBlockLoader(graphQLBlockFetcher('uk', api.fetchImpl));
    const listener = vi.fn();
    loader.subscribe(listener);
    loader.request('banner');
    await settle();
    expect(loader.get('banner')).toEqual({ isLoading: false, isError: true, data: null });
    expect(listener).toHaveBeenCalled();
  });

  it('separate ticks make separate requests', async () => {
    const api = fakeGraphQL(['a_rebranding', 'b_rebranding']);
    const loader = new CmsBlockLoader(graphQLBlockFetcher('uk', api.fetchImpl));
    loader.request('a');
    await settle();
    loader.request('b');
    await settle();
    expect(api.requests).toEqual([['a_rebranding'], ['b_rebranding']]);
  });
});
