import type { StoreViewCode } from '@lumo/block-schema';
import type { StorefrontCmsPage } from '@/lib/api/cms';
import { SanitizedHtml } from './sanitized-html';

/** SPEC §2.4 cms-page: the page's heading and its (sanitised) HTML content. */
export function CmsPageContent({
  page,
  storeView,
}: {
  page: StorefrontCmsPage;
  storeView: StoreViewCode;
}) {
  const heading = page.contentHeading || page.title;
  return (
    <article className="ls-cms-page" data-testid="route:cms-page">
      {heading ? <h1>{heading}</h1> : null}
      <SanitizedHtml
        html={page.content}
        storeView={storeView}
        className="ls-cms-content"
        testId="cms-page:content"
      />
    </article>
  );
}
