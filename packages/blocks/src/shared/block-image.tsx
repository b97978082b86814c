import type { ImageRef } from '@lumo/block-schema';
import { mediaUrl } from '../context';
import type { RenderContext } from '../types';

export interface BlockImageProps {
  image: ImageRef;
  context: Pick<RenderContext, 'index' | 'mode' | 'mediaBaseUrl'>;
  /** Used when the stored image does not know its size, so the browser can still reserve space. */
  fallbackSize: { width: number; height: number };
  className?: string;
  /**
   * The image's layout width for a future srcset. Not written today: without srcset the browser
   * ignores sizes, and each image would carry it twice (HTML and RSC payload, ADR 0016).
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
export function BlockImage({
  image,
  context,
  fallbackSize,
  className,
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
  return (
    <img
      className={className}
      src={src}
      alt={decorative ? '' : image.alt}
      width={image.width ?? fallbackSize.width}
      height={image.height ?? fallbackSize.height}
      loading={aboveTheFold ? 'eager' : 'lazy'}
      decoding={aboveTheFold ? undefined : 'async'}
      fetchPriority={aboveTheFold ? 'high' : undefined}
    />
  );
}
