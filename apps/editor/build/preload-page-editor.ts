import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/**
 * The page editor's chunk (Craft.js, blocks, panels) is a dynamic import, so the browser used to
 * request it only once the start-up chunks had run (preload.ts starts it then). Announced in
 * index.html as a modulepreload, it downloads and compiles next to them (ADR 0056); its
 * stylesheet is preloaded likewise. It is the app's main screen: on other screens this costs one
 * cached download, nothing runs.
 */
export function preloadPageEditorChunk(): Plugin {
  return {
    name: 'lumo:preload-page-editor',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return { html, tags: pageEditorPreloadTags(html, bundle) };
      },
    },
  };
}

/** The tags announcing the page editor's chunk, the chunks it imports and its stylesheets. */
export function pageEditorPreloadTags(html: string, bundle: OutputBundle): HtmlTagDescriptor[] {
  const chunks = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' ? [output] : [],
  );
  const editor = chunks.find(
    (chunk) =>
      chunk.isDynamicEntry &&
      /[\\/]features[\\/]page-editor[\\/]index\.ts$/.test(chunk.facadeModuleId ?? ''),
  );
  if (!editor) throw new Error('preload-page-editor: no chunk for features/page-editor');
  // The chunk and the chunks it imports statically that index.html does not name yet.
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || html.includes(`/${fileName}"`)) return;
    files.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(editor.fileName);
  const styles = new Set<string>();
  for (const fileName of files) {
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  const tags: HtmlTagDescriptor[] = [
    ...[...files].map((fileName) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
      injectTo: 'head' as const,
    })),
    ...[...styles].map((fileName) => ({
      tag: 'link',
      attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${fileName}` },
      injectTo: 'head' as const,
    })),
  ];
  return tags;
}
