import { RESPONSIVE_IMAGE_WIDTHS } from '@lumo/blocks';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../../next.config';
import { IMAGE_VARIANT_QUALITY, imageVariant } from './image-variants';

describe('image variants of the likely LCP image (ADR 0054)', () => {
  it('asks Next.js’s optimizer for a media library raster image at a width', () => {
    expect(imageVariant('/media/hero-home.webp', 750)).toBe(
      '/_next/image?url=/media/hero-home.webp&w=750&q=75',
    );
    expect(imageVariant('/media/2026/photo-ab12cd34ef.JPG', 384)).toBe(
      '/_next/image?url=/media/2026/photo-ab12cd34ef.JPG&w=384&q=75',
    );
    // Anything that would end the query value early is still encoded.
    expect(imageVariant('/media/a&b=1 c.png', 384)).toBe(
      '/_next/image?url=/media/a%26b%3D1%20c.png&w=384&q=75',
    );
  });

  it('leaves SVGs, animations, queries and other origins to the plain src', () => {
    for (const src of [
      '/media/flavour-peppermint.svg',
      '/media/banner.gif',
      '/media/hero-home.webp?v=2',
      'https://cdn.example.com/media/hero-home.webp',
      '/images/hero.webp',
    ]) {
      expect(imageVariant(src, 750)).toBeUndefined();
    }
  });

  it('asks only for what next.config.ts lets the optimizer answer (else it refuses with 400)', () => {
    const images = nextConfig.images!;
    expect([...(images.imageSizes ?? []), ...(images.deviceSizes ?? [])].sort()).toEqual(
      [...RESPONSIVE_IMAGE_WIDTHS].sort(),
    );
    expect(images.qualities).toEqual([IMAGE_VARIANT_QUALITY]);
    expect(images.localPatterns).toEqual([{ pathname: '/media/**', search: '' }]);
  });
});
