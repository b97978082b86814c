import { sanitizeMarkup } from '@lumo/block-schema';

/**
 * CMS HTML on the page. The api sanitises every CMS text before serving it; this is the second
 * fence (a compromised or misconfigured api must not get script into the shop): the text passes
 * block-schema's rich-text allow-list again on the server, and only that result reaches
 * dangerouslySetInnerHTML.
 */
export function SanitizedHtml({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  const safe = sanitizeMarkup(html);
  if (!safe.trim()) return null;
  return (
    <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
