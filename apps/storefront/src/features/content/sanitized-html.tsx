import { getStoreView, sanitizeCmsHtml, type StoreViewCode } from '@lumo/block-schema';

/**
 * CMS HTML on the page. The api sanitises every CMS text before serving it; this is the second
 * fence (a compromised or misconfigured api must not get script into the shop): the text passes
 * block-schema's CMS allow-list again on the server (headings, tables and images kept), links inside the store view get its prefix, and only that result reaches
 * dangerouslySetInnerHTML.
 */
export function SanitizedHtml({
  html,
  storeView,
  className,
  testId,
}: {
  html: string;
  storeView: StoreViewCode;
  className?: string;
  testId?: string;
}) {
  const safe = sanitizeCmsHtml(html, getStoreView(storeView).pathPrefix);
  if (!safe.trim()) return null;
  return (
    <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
