/**
 * Resized copies of the media library's images for the likely LCP image's srcset (ADR 0054):
 * Next.js's image optimizer (`/_next/image`, sharp) reads the original through the storefront's
 * own /media route, resizes it once per width and keeps the copy in .next/cache/images.
 * next.config.ts allows exactly these widths and this quality, for /media/ paths only.
 */
export const IMAGE_VARIANT_QUALITY = 75;

/** Raster files the optimizer resizes; SVGs scale by themselves, animations would lose frames. */
const RESIZABLE_MEDIA = /^\/media\/[^?#]+\.(?:webp|png|jpe?g|avif)$/i;

/** `/_next/image?...` for a same-origin media image, or undefined (the block keeps `src` alone). */
export function imageVariant(src: string, width: number): string | undefined {
  if (!RESIZABLE_MEDIA.test(src)) return undefined;
  // Slashes may stay as they are in a query value: 12 bytes less per candidate, and the srcset is
  // written three times (img, its preload link, the RSC payload).
  const url = encodeURIComponent(src).replace(/%2F/g, '/');
  return `/_next/image?url=${url}&w=${width}&q=${IMAGE_VARIANT_QUALITY}`;
}
