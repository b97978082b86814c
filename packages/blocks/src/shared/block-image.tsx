import type { ImageRef } from '@lumo/block-schema';
import { mediaUrl } from '../context';
import type { RenderContext } from '../types';

export interface BlockImageProps {
  image: ImageRef;
  context: Pick<RenderContext, 'index' | 'mode' | 'mediaBaseUrl' | 'imageVariant'>;
  /** Used when the stored image does not know its size, so the browser can still reserve space. */
  fallbackSize: { width: number; height: number };
  className?: string;
  /**
   * The image's layout width. Written only with a srcset (the likely LCP image, when the context
   * offers resized copies): without one the browser ignores it, and every image would carry it
   * twice (HTML and RSC payload, ADR 0016).
   */
  sizes?: string;
  /** Decorative images (backgrounds) get alt="" whatever the editor typed. */
  decorative?: boolean;
  /**
   * A full-bleed background behind text: while it is missing (editor canvas), its placeholder is a
   * dark, quiet surface with the hint in a corner, away from the text.
   */
  background?: boolean;
  /**
   * Whether the image is likely in the first viewport. Defaults to "in the page's first block";
   * a block lower down whose images still show without scrolling (the not-found page's products
   * under a short header) says so, so they are not discovered late as lazy images.
   */
  aboveTheFold?: boolean;
}

/**
 * Every block image: always width, height and alt (no layout shift, accessible). Images of the
 * first block on the page (or of `aboveTheFold`) are the likely LCP element: eager with high fetch priority; the rest
 * load lazily. Plain <img> so it also works on the editor canvas (no Next.js).
 */
/**
 * Widths of the resized copies offered to the browser, below the file's own width. 384 fits a
 * half-width card on a phone, 750 a full-width image on a 412 px phone at 1.75 dppx (Lighthouse's
 * mobile profile), 1080 larger phones and tablets; wider screens get the file itself. The
 * storefront's image optimizer allows exactly these (next.config.ts, a test compares them).
 */
export const RESPONSIVE_IMAGE_WIDTHS = [384, 750, 1080] as const;

/**
 * The srcset of a likely LCP image: resized copies clearly narrower than the file (under 80 % of
 * its width: a copy nearly as wide saves few bytes and costs a candidate written three times,
 * img, preload link and RSC payload), then the file at its own width. Undefined when there is
 * nothing smaller to offer (no resizer, unknown width, another origin's URL).
 */
export function responsiveSrcSet(
  src: string,
  width: number | undefined,
  imageVariant: RenderContext['imageVariant'],
): string | undefined {
  if (!imageVariant || !width) return undefined;
  const candidates: string[] = [];
  for (const candidate of RESPONSIVE_IMAGE_WIDTHS) {
    if (candidate >= width * 0.8) break;
    const url = imageVariant(src, candidate);
    if (!url) return undefined;
    candidates.push(`${url} ${candidate}w`);
  }
  return candidates.length ? [...candidates, `${src} ${width}w`].join(', ') : undefined;
}

export function BlockImage({
  image,
  context,
  fallbackSize,
  className,
  sizes,
  decorative = false,
  background = false,
  aboveTheFold = context.index === 0,
}: BlockImageProps) {
  const src = mediaUrl(context, image.url);
  if (!src) {
    return context.mode === 'editor' ? (
      <span
        className={[
          'lb-image-placeholder',
          background ? 'lb-image-placeholder--background' : '',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        data-testid="image-placeholder"
      >
        Choose an image
      </span>
    ) : null;
  }
  // Only the likely LCP image: its bytes are on the first paint's path, and a srcset on every
  // image would grow each page's HTML twice over (markup and RSC payload).
  const srcSet =
    aboveTheFold && context.mode === 'live' && sizes
      ? responsiveSrcSet(src, image.width, context.imageVariant)
      : undefined;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : image.alt}
      width={image.width ?? fallbackSize.width}
      height={image.height ?? fallbackSize.height}
      loading={aboveTheFold ? 'eager' : 'lazy'}
      decoding={aboveTheFold ? undefined : 'async'}
      fetchPriority={aboveTheFold ? 'high' : undefined}
    />
  );
}
