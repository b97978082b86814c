import { describe, expect, it } from 'vitest';
import { footer } from './blocks/footer';
import { heroBanner } from './blocks/hero-banner';
import { warningBannerBlock } from './blocks/warning-banner-block';
import { pagePathSchema, type BlockNode } from './page';
import {
  SITE_FOOTER_ONE_FOOTER_MESSAGE,
  allowedInSiteFooter,
  isSiteFooterPath,
  siteFooterIssues,
} from './site-footer';
import { SITE_FOOTER_PATH } from './store-views';

const node = (id: string, type: string): BlockNode => ({ id, type, version: 1, props: {} });

describe('the site footer location', () => {
  it('is the one page path outside the page path alphabet', () => {
    expect(pagePathSchema.parse(SITE_FOOTER_PATH)).toBe('/~site-footer');
    expect(pagePathSchema.safeParse('/~site-footer/x').success).toBe(false);
    expect(pagePathSchema.safeParse('/~other').success).toBe(false);
    expect(isSiteFooterPath('/~site-footer')).toBe(true);
    expect(isSiteFooterPath('/site-footer')).toBe(false);
  });
});

describe('siteFooterIssues', () => {
  it('accepts one Footer block with notices', () => {
    expect(allowedInSiteFooter(footer.type)).toBe(true);
    expect(allowedInSiteFooter(warningBannerBlock.type)).toBe(true);
    expect(
      siteFooterIssues({ blocks: [node('w', warningBannerBlock.type), node('f', footer.type)] }),
    ).toEqual([]);
  });

  it('refuses blocks of other groups, naming the block', () => {
    const issues = siteFooterIssues({ blocks: [node('h', heroBanner.type), node('f', 'Footer')] });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ blockId: 'h', blockType: 'HeroBanner', path: ['blocks', 0] });
    expect(issues[0]!.message).toMatch(/cannot be placed in the site footer/);
  });

  it('needs exactly one Footer block', () => {
    expect(siteFooterIssues({ blocks: [] })).toEqual([
      { path: ['blocks'], message: SITE_FOOTER_ONE_FOOTER_MESSAGE },
    ]);
    expect(
      siteFooterIssues({ blocks: [node('a', 'Footer'), node('b', 'Footer')] }).map(
        (issue) => issue.message,
      ),
    ).toEqual([SITE_FOOTER_ONE_FOOTER_MESSAGE]);
  });
});
