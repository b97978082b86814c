import { sanitizeMarkup } from '@lumo/block-schema';
import type { RenderContext } from '../types';

export interface MarkupProps {
  html: string;
  context: Pick<RenderContext, 'linkTo'>;
  className?: string;
  as?: 'div' | 'span';
  id?: string;
}

const INTERNAL_HREF = /href="(\/(?![/\\])[^"]*)"/g;

/**
 * Editor-typed rich text. Sanitised again at render (the stored page was sanitised on save, but
 * the renderer never trusts stored HTML), and internal links get the store view's prefix.
 */
export function Markup({ html, context, className, as: Tag = 'div', id }: MarkupProps) {
  if (!html) return null;
  const safe = sanitizeMarkup(html).replace(
    INTERNAL_HREF,
    (_match, path: string) => `href="${context.linkTo(path)}"`,
  );
  return (
    <Tag
      id={id}
      className={['lb-markup', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
