import { sanitizeMarkup } from '@lumo/block-schema';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * The text of api HTML for a meta description: sanitised first (a script's body is dropped, not
 * kept as words), block ends become spaces, tags go, the common entities are decoded (Next.js
 * escapes the value again), and it is cut to `maxLength`.
 */
export function plainTextOf(html: string | null | undefined, maxLength = 300): string {
  if (!html) return '';
  return sanitizeMarkup(html)
    .replace(/<(br|\/p|\/li|\/h[2-4]|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}
