import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageEditorPreloadTags } from './preload-page-editor';

type Bundle = Rollup.OutputBundle;

/** Just the fields of a Rollup output chunk the plugin reads. */
function chunk(fileName: string, fields: Record<string, unknown> = {}) {
  return {
    type: 'chunk',
    fileName,
    imports: [],
    isDynamicEntry: false,
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
    ...fields,
  };
}

const HTML =
  '<script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">';

describe('the modulepreload of the page editor in index.html', () => {
  it('announces the page editor chunk, the chunks it needs that the page does not name, and its CSS', () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', { imports: ['assets/react-b.js'] }),
      'assets/react-b.js': chunk('assets/react-b.js'),
      'assets/page-editor-c.js': chunk('assets/page-editor-c.js', {
        isDynamicEntry: true,
        facadeModuleId: '/repo/apps/editor/src/features/page-editor/index.ts',
        imports: ['assets/react-b.js', 'assets/shared-d.js'],
        viteMetadata: {
          importedCss: new Set(['assets/page-editor-e.css']),
          importedAssets: new Set(),
        },
      }),
      'assets/shared-d.js': chunk('assets/shared-d.js', { imports: ['assets/page-editor-c.js'] }),
      'assets/PagesScreen-f.js': chunk('assets/PagesScreen-f.js', {
        isDynamicEntry: true,
        facadeModuleId: '/repo/apps/editor/src/features/pages/PagesScreen.tsx',
      }),
    } as unknown as Bundle;

    const tags = pageEditorPreloadTags(HTML, bundle);

    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/page-editor-c.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/shared-d.js' },
      { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/page-editor-e.css' },
    ]);
    expect(tags.every((tag) => tag.tag === 'link' && tag.injectTo === 'head')).toBe(true);
  });

  it('fails the build when the page editor is no longer a chunk of its own', () => {
    const bundle = { 'assets/index-a.js': chunk('assets/index-a.js') } as unknown as Bundle;
    expect(() => pageEditorPreloadTags(HTML, bundle)).toThrow(/features\/page-editor/);
  });
});
