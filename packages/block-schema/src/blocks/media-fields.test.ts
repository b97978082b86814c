import { describe, expect, it } from 'vitest';
import { howToUse } from './how-to-use';
import { whatIsVaping } from './what-is-vaping';

describe('video inputs (SPEC §5)', () => {
  const videoItem = (url: string) => ({ videoUrl: { url, poster: '' }, text: 'Video' });
  const howToUseItem = (url: string) => ({ text: 'Step', movie: { url, poster: '' } });

  it.each(['mp4', 'avi', 'mov', 'mow', 'flv', 'wmv', 'webm', 'mkv'])(
    'accept .%s files',
    (extension) => {
      const url = `/media/clip.${extension}`;
      expect(whatIsVaping.schema.safeParse({ videoItems: [videoItem(url)] }).success).toBe(true);
      expect(howToUse.schema.safeParse({ items: [howToUseItem(url)] }).success).toBe(true);
    },
  );

  it.each(['/media/clip.jpg', '/media/clip.gif', '/media/clip.mov.exe', '/media/clip'])(
    'refuse %s',
    (url) => {
      const whatIs = whatIsVaping.schema.safeParse({ videoItems: [videoItem(url)] });
      expect(whatIs.success).toBe(false);
      expect(whatIs.error?.issues[0]?.message).toMatch(/^Videos must be one of: mp4/);
      expect(howToUse.schema.safeParse({ items: [howToUseItem(url)] }).success).toBe(false);
    },
  );

  it('refuses a what-is-vaping video item without a video', () => {
    const result = whatIsVaping.schema.safeParse({ videoItems: [{ text: 'No video' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A video is required');
  });

  it('lets a how-to-use item go without a video file (poster or external link instead)', () => {
    const result = howToUse.schema.safeParse({
      items: [{ text: 'Watch on YouTube', movieExternalUrl: 'https://www.youtube.com/watch?v=x' }],
    });
    expect(result.success).toBe(true);
  });

  it('refuses a javascript: external video link', () => {
    const result = howToUse.schema.safeParse({
      items: [{ text: 'x', movieExternalUrl: 'javascript:alert(1)' }],
    });
    expect(result.success).toBe(false);
  });
});
