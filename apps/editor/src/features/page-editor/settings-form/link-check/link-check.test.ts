import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fields } from '@lumo/block-schema';
import { describeObject } from '../describe-fields';
import { checkablePaths, collectLinkValues, MAX_CHECKED_LINKS } from './collect-links';
import { classifyLinkTargets } from './link-targets';

const schema = z.object({
  title: fields.text('Title', { defaultValue: '/not-a-link' }),
  buttonHref: fields.link('Button link'),
  box: fields.object('Box', { href: fields.link('Box link') }),
  items: fields.list(
    'Items',
    z.object({ productLink: fields.catalogLink('Product link'), text: fields.text('Text') }),
  ),
  links: fields.list('Links', fields.link('Link')),
});

describe('collectLinkValues and checkablePaths', () => {
  it('finds every link and catalogue link, nested in objects and lists, and nothing else', () => {
    const values = {
      title: '/not-a-link',
      buttonHref: '/devices',
      box: { href: 'https://example.com' },
      items: [
        { productLink: '/eliquids/peppermint', text: '/text' },
        { productLink: '/devices/?a=1', text: '' },
      ],
      links: ['#top', '/faq', '/recycled'],
    };
    const links = collectLinkValues(describeObject(schema), values);
    expect(links).toEqual([
      '/devices',
      'https://example.com',
      '/eliquids/peppermint',
      '/devices/?a=1',
      '#top',
      '/faq',
      '/recycled',
    ]);
    // External links, anchors and the storefront's own routes (/faq) are not asked about.
    expect(checkablePaths(links)).toEqual(['/devices', '/eliquids/peppermint', '/recycled']);
  });

  it('asks about at most as many paths as the route lookup takes', () => {
    const links = Array.from({ length: 80 }, (_, index) => `/page-${index}`);
    expect(checkablePaths(links)).toHaveLength(MAX_CHECKED_LINKS);
  });
});

describe('classifyLinkTargets', () => {
  const missing = { entity_id: 0, entity_type: null, rewrite_type: 0, disabled: false };

  it('reads the lookup by position and lets builder pages make a path exist', () => {
    const statuses = classifyLinkTargets(
      ['/devices', '/old', '/gone', '/off', '/landing', '/draft'],
      {
        jtiHeadlessUrls: {
          items: [
            { entity_id: 3, entity_type: 'category', rewrite_type: 0, disabled: false },
            { entity_id: 0, entity_type: null, rewrite_type: 301, rewrite_url: '/new' },
            missing,
            { entity_id: 7, entity_type: 'product', rewrite_type: 0, disabled: true },
            missing,
            missing,
          ],
        },
        builderPages: [
          { path: '/landing', published_version: 2 },
          { path: '/draft/', published_version: null },
        ],
      },
    );
    expect(Object.fromEntries(statuses ?? [])).toEqual({
      '/devices': 'exists',
      '/old': 'exists',
      '/gone': 'missing',
      '/off': 'disabled',
      '/landing': 'exists',
      '/draft': 'unpublished',
    });
  });

  it("counts the store view's custom routes, and ignores a custom routes block it cannot read", () => {
    const answer = (content: string) => ({
      jtiHeadlessUrls: { items: [missing, missing] },
      builderPages: [],
      cmsBlocks: { items: [{ identifier: 'custom_routes', content }] },
    });
    const routes = JSON.stringify([
      { target: '/x' },
      { path: '/summer-sale/', target: '/devices' },
    ]);
    expect(
      Object.fromEntries(classifyLinkTargets(['/summer-sale', '/gone'], answer(routes))!),
    ).toEqual({
      '/summer-sale': 'exists',
      '/gone': 'missing',
    });
    for (const broken of ['not json', '{"path":"/summer-sale"}', '[{"path":"summer-sale"}]']) {
      expect(
        classifyLinkTargets(['/summer-sale', '/gone'], answer(broken))?.get('/summer-sale'),
      ).toBe('missing');
    }
  });

  it('claims nothing from an answer it cannot trust', () => {
    const builderPages: unknown[] = [];
    expect(
      classifyLinkTargets(['/a', '/b'], { jtiHeadlessUrls: { items: [missing] }, builderPages }),
    ).toBeNull();
    expect(classifyLinkTargets(['/a'], { jtiHeadlessUrls: null, builderPages })).toBeNull();
    expect(classifyLinkTargets(['/a'], undefined)).toBeNull();
    // A null result for one url leaves that path unknown, the others are still read.
    const statuses = classifyLinkTargets(['/a', '/b'], {
      jtiHeadlessUrls: { items: [null, missing] },
      builderPages,
    });
    expect(statuses?.has('/a')).toBe(false);
    expect(statuses?.get('/b')).toBe('missing');
  });
});
