import { describe, expect, it } from 'vitest';
import { isDarkColor } from './color';
import { videoEmbedUrl } from './video';

describe('isDarkColor', () => {
  it('tells dark brand colours from light ones', () => {
    expect(isDarkColor('#062a2d')).toBe(true);
    expect(isDarkColor('#062a2dd9')).toBe(true);
    expect(isDarkColor('#000')).toBe(true);
    expect(isDarkColor('#ffffff')).toBe(false);
    expect(isDarkColor('#f2a65a')).toBe(false);
    expect(isDarkColor('')).toBe(false);
    expect(isDarkColor('transparent')).toBe(false);
  });
});

describe('videoEmbedUrl', () => {
  it('embeds YouTube and Vimeo links', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it('refuses other hosts and malformed links', () => {
    expect(videoEmbedUrl('https://example.org/video')).toBe('');
    expect(videoEmbedUrl('javascript:alert(1)')).toBe('');
    expect(videoEmbedUrl('/media/how-to-use.webm')).toBe('');
  });
});
