import { describe, expect, it, vi } from 'vitest';
import { apiBlockFetcher, createCmsBlockLoader } from './server';

function fakeApi(existing: string[], fail = false) {
  const requests: { store: string | null; identifiers: string[] }[] = [];
  const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
    const { variables } = JSON.parse(String(init.body)) as { variables: { identifiers: string[] } };
    requests.push({
      store: (init.headers as Record<string, string>).Store ?? null,
      identifiers: variables.identifiers,
    });
    if (fail) throw new TypeError('fetch failed');
    return Response.json({
      data: {
        cmsBlocks: {
          items: variables.identifiers
            .filter((id) => existing.includes(id))
            .map((identifier) => ({ identifier, title: identifier, content: identifier })),
        },
      },
    });
  });
  return { requests, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('server CMS blocks (getCmsBlocks batching)', () => {
  it('batches the blocks of one render with the rebranding rule, each asked once', async () => {
    const api = fakeApi(['nicotine_warning_banner_block_rebranding', 'marketing_popup']);
    const loader = createCmsBlockLoader(apiBlockFetcher('gr', api.fetchImpl));
    const [banner, popup, again, none] = await Promise.all([
      loader.load('nicotine_warning_banner_block'),
      loader.load('marketing_popup'),
      loader.load('marketing_popup'),
      loader.load('absent'),
    ]);
    expect(api.requests).toEqual([
      {
        store: 'gr',
        identifiers: [
          'nicotine_warning_banner_block_rebranding',
          'marketing_popup_rebranding',
          'absent_rebranding',
        ],
      },
      { store: 'gr', identifiers: ['marketing_popup', 'absent'] },
    ]);
    expect(banner).toMatchObject({
      kind: 'ok',
      block: { identifier: 'nicotine_warning_banner_block_rebranding' },
    });
    expect(popup).toMatchObject({ kind: 'ok', block: { identifier: 'marketing_popup' } });
    expect(again).toBe(popup);
    expect(none).toEqual({ kind: 'ok', block: null });
  });

  it('a failed call gives every block of the batch the error outcome', async () => {
    const api = fakeApi([], true);
    const loader = createCmsBlockLoader(apiBlockFetcher('uk', api.fetchImpl));
    expect(await loader.load('marketing_popup')).toEqual({ kind: 'error' });
  });
});
