/** GraphQL answers of the api for builder pages, in the shapes the storefront queries. */
export function builderPageAnswer(options: {
  storeView: string;
  path: string;
  title: string;
  quote: string;
  isPreview?: boolean;
  noIndex?: boolean;
}) {
  return {
    data: {
      builderPage: {
        uid: `${options.storeView}${options.path}`,
        store_code: options.storeView,
        path: options.path,
        title: options.title,
        version: options.isPreview ? 0 : 4,
        published_at: '2026-11-21T09:00:00.000Z',
        is_preview: options.isPreview ?? false,
        content: {
          formatVersion: 1,
          storeView: options.storeView,
          path: options.path,
          title: options.title,
          meta: {
            description: `About ${options.title}`,
            image: '',
            noIndex: options.noIndex ?? false,
          },
          blocks: [
            { id: 'quote-1', type: 'QuoteBlock', version: 1, props: { text: options.quote } },
          ],
        },
      },
    },
  };
}
