import { describe, expect, it } from 'vitest';
import { MEDIA_URL_MESSAGE, videoRefSchema, imageRefSchema } from './media';
import { pageMetaSchema, validatePage } from './page';
import { heroSecondary } from './blocks/hero-secondary';
import { howToUse } from './blocks/how-to-use';
import { whatIsVaping } from './blocks/what-is-vaping';

/**
 * Penetration-test finding: the page's meta image and video posters took any string, so a
 * stored page could point the preview image or a poster at javascript:, another site's
 * protocol-relative URL, or a value with control characters. They now follow the image rule.
 */
const BAD_IMAGE_URLS = [
  'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  '/\t/evil.example/a.png',
  'mailto:a@b.example?x=.png',
];

const page = (meta: Record<string, unknown>) => ({
  formatVersion: 1,
  storeView: 'uk',
  path: '/p',
  title: 'P',
  meta,
  blocks: [],
});

describe('page meta.image', () => {
  it.each(BAD_IMAGE_URLS)('refuses %s', (image) => {
    const result = pageMetaSchema.safeParse({ image });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MEDIA_URL_MESSAGE);

    const validation = validatePage(page({ image }));
    expect(validation.ok).toBe(false);
    if (!validation.ok) expect(validation.issues[0]?.path).toEqual(['meta', 'image']);
  });

  it('refuses a file that is not an image', () => {
    expect(
      pageMetaSchema.safeParse({ image: '/media/clip.webm' }).error?.issues[0]?.message,
    ).toMatch(/^Images must be one of: jpeg/);
  });

  it.each(['', '/media/share.webp', 'https://cdn.example/share.png'])('accepts "%s"', (image) => {
    expect(pageMetaSchema.parse({ image }).image).toBe(image);
  });

  it('defaults to no image', () => {
    expect(pageMetaSchema.parse({}).image).toBe('');
  });
});

describe('video posters', () => {
  it.each(BAD_IMAGE_URLS)('refuses poster %s on video fields', (poster) => {
    const whatIs = whatIsVaping.schema.safeParse({
      ...whatIsVaping.example,
      videoItems: [{ text: 'Video', videoUrl: { url: '/media/clip.webm', poster } }],
    });
    expect(whatIs.success).toBe(false);
    expect(whatIs.error?.issues[0]?.path).toEqual(['videoItems', 0, 'videoUrl', 'poster']);
    expect(whatIs.error?.issues[0]?.message).toBe(MEDIA_URL_MESSAGE);

    const hero = heroSecondary.schema.safeParse({
      ...heroSecondary.example,
      buttonItems: [
        {
          buttonText: 'Watch',
          isMovie: true,
          movie: { url: '/media/clip.webm', poster },
        },
      ],
    });
    expect(hero.success).toBe(false);
    expect(hero.error?.issues.map((issue) => issue.path.join('.'))).toContain(
      'buttonItems.0.movie.poster',
    );
  });

  it.each(BAD_IMAGE_URLS)('refuses HowToUse item poster %s', (url) => {
    const result = howToUse.schema.safeParse({
      items: [{ text: 'Step', poster: { url, alt: '' }, movie: { url: '/media/a.webm' } }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['items', 0, 'poster', 'url']);
  });

  it('refuses a poster that is a video, and accepts an image poster or none', () => {
    const item = (poster: string) => ({
      text: 'Video',
      videoUrl: { url: '/media/clip.webm', poster },
    });
    expect(whatIsVaping.schema.safeParse({ videoItems: [item('/media/clip.webm')] }).success).toBe(
      false,
    );
    expect(whatIsVaping.schema.safeParse({ videoItems: [item('/media/p.webp')] }).success).toBe(
      true,
    );
    expect(whatIsVaping.schema.safeParse({ videoItems: [item('')] }).success).toBe(true);
  });

  it('checks the exported image and video value schemas the same way', () => {
    expect(
      videoRefSchema.safeParse({ url: '/media/a.webm', poster: '//evil.example/p.png' }).success,
    ).toBe(false);
    expect(imageRefSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(
      videoRefSchema.safeParse({ url: '/media/a.webm', poster: '/media/p.webp' }).success,
    ).toBe(true);
  });
});
