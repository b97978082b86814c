import { describe, expect, it } from 'vitest';
import { linkToStorePath } from './context';

describe('linkToStorePath', () => {
  it('prefixes internal paths and keeps their query and hash', () => {
    expect(linkToStorePath('gr', '/devices?colour=black#kits')).toBe(
      '/gr/devices?colour=black#kits',
    );
    expect(linkToStorePath('gr', '/')).toBe('/gr');
    expect(linkToStorePath('uk', '/devices')).toBe('/devices');
  });

  it('does not add a prefix the link already has', () => {
    expect(linkToStorePath('gr', '/gr/devices')).toBe('/gr/devices');
    expect(linkToStorePath('gr', '/gr')).toBe('/gr');
    expect(linkToStorePath('ie', '/gr/devices')).toBe('/ie/gr/devices');
  });

  it('leaves URLs, anchors, mail and phone links alone and drops unsafe ones', () => {
    expect(linkToStorePath('gr', 'https://example.org/a')).toBe('https://example.org/a');
    expect(linkToStorePath('gr', '#faq')).toBe('#faq');
    expect(linkToStorePath('gr', 'mailto:help@lumo.example')).toBe('mailto:help@lumo.example');
    expect(linkToStorePath('gr', 'javascript:alert(1)')).toBe('');
    expect(linkToStorePath('gr', '//evil.example')).toBe('');
    expect(linkToStorePath('gr', '')).toBe('');
  });
});
