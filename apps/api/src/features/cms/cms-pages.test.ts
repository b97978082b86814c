import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsBlocks, cmsPages } from '../../db/schema';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import { CMS_BLOCKS, CMS_PAGE, type CmsBlockItem } from './cms-test-calls';

const SPEC_PAGES = [
  'terms-of-service',
  'privacy-policy',
  'terms-and-conditions',
  'contacts',
  'why-lumo',
  'lumo-flavors',
  'recycling',
];

describe('CMS pages and blocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const blocks = async (identifiers: (string | null)[], store = 'uk') => {
    const result = await gql<{ cmsBlocks: { items: CmsBlockItem[] } }>(
      t.app,
      CMS_BLOCKS,
      { identifiers },
      { store },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.cmsBlocks.items ?? [];
  };

  it('serves every CMS page of SPEC §2.1 in every store view', async () => {
    for (const store of ['uk', 'gr', 'ie', 'eu', 'ca', 'ch', 'us']) {
      for (const identifier of SPEC_PAGES) {
        const result = await gql(t.app, CMS_PAGE, { identifier }, { store });
        expect(result.errors, `${store} ${identifier}`).toBeUndefined();
        expect(result.data?.cmsPage).toMatchObject({
          identifier,
          url_key: identifier,
          relative_url: identifier,
          redirect_code: 0,
          type: 'CMS_PAGE',
        });
        expect(result.data?.cmsPage.content.length).toBeGreaterThan(200);
      }
    }
  });

  it('explains the free like-for-like take-back on the recycling page', async () => {
    const result = await gql(t.app, CMS_PAGE, { identifier: 'recycling' });
    const content = result.data?.cmsPage.content as string;
    expect(content).toContain('WEEE');
    expect(content).toMatch(/free of charge/);
    expect(content).toMatch(/online/);
    expect(content).toMatch(/How to send one back/);
    expect(content).toMatch(/What happens to it/);
  });

  it('serves the store view’s own row over the all-store-views one (Greek titles in gr)', async () => {
    const uk = await gql(t.app, CMS_PAGE, { identifier: 'contacts' }, { store: 'uk' });
    const gr = await gql(t.app, CMS_PAGE, { identifier: 'contacts' }, { store: 'gr' });
    expect(uk.data?.cmsPage.title).toBe('Contact us');
    expect(gr.data?.cmsPage.title).toBe('Επικοινωνία');
  });

  it('finds a page by its deprecated id, served with the store view’s own row', async () => {
    const [defaultRow] = await t.database.db
      .select()
      .from(cmsPages)
      .where(eq(cmsPages.identifier, 'contacts'));
    const gr = await gql(t.app, CMS_PAGE, { id: defaultRow?.id }, { store: 'gr' });
    expect(gr.data?.cmsPage).toMatchObject({ identifier: 'contacts', title: 'Επικοινωνία' });
  });

  it('answers no-such-entity for an unknown page and graphql-input without id or identifier', async () => {
    const unknown = await gql(t.app, CMS_PAGE, { identifier: 'no-such-page' });
    expect(firstError(unknown)).toMatchObject({
      message: 'The CMS page with the "no-such-page" ID doesn\'t exist.',
      extensions: { category: 'graphql-no-such-entity' },
    });
    const neither = await gql(t.app, CMS_PAGE, {});
    expect(firstError(neither)).toMatchObject({
      message: 'Page id/identifier should be specified',
      extensions: { category: 'graphql-input' },
    });
  });

  it('hides a page switched off in one store view there only', async () => {
    const [page] = await t.database.db
      .insert(cmsPages)
      .values({ identifier: 'winter-notice', title: 'Winter notice', content: '<p>Hi</p>' })
      .returning();
    await t.database.db.insert(cmsPages).values({
      identifier: 'winter-notice',
      storeView: 'ca',
      title: 'Winter notice',
      content: '<p>Hi</p>',
      isActive: false,
    });
    expect(
      (await gql(t.app, CMS_PAGE, { identifier: 'winter-notice' })).data?.cmsPage,
    ).toMatchObject({ title: 'Winter notice' });
    const ca = await gql(t.app, CMS_PAGE, { id: page?.id }, { store: 'ca' });
    expect(firstError(ca).extensions?.category).toBe('graphql-no-such-entity');
  });

  it('serves sanitised HTML even when a row was written around the api', async () => {
    await t.database.db.insert(cmsPages).values({
      identifier: 'tampered',
      title: 'Tampered',
      content:
        '<p onclick="alert(1)">Hello</p><script>alert(2)</script><img src=x onerror=alert(3)>',
    });
    const result = await gql(t.app, CMS_PAGE, { identifier: 'tampered' });
    expect(result.data?.cmsPage.content).toBe('<p>Hello</p><img src="x">');
  });

  it('returns the blocks asked for, in order, leaving unknown identifiers out', async () => {
    const items = await blocks(['marketing_popup', 'no_such_block', null, 'footer_links']);
    expect(items.map((item) => item.identifier)).toEqual(['marketing_popup', 'footer_links']);
    expect(items[1]?.content).toContain('href="/recycling"');
  });

  it('serves both names of a block with a _rebranding variant (SPEC §4 fallback data)', async () => {
    const items = await blocks([
      'nicotine_warning_banner_block_rebranding',
      'nicotine_warning_banner_block',
    ]);
    expect(items.map((item) => item.identifier)).toEqual([
      'nicotine_warning_banner_block_rebranding',
      'nicotine_warning_banner_block',
    ]);
    // A block without a _rebranding variant answers under its plain name only.
    const fallback = await blocks(['footer_links_rebranding', 'footer_links']);
    expect(fallback.map((item) => item.identifier)).toEqual(['footer_links']);
  });

  it("puts each market's own nicotine warning in its banner block", async () => {
    const [uk] = await blocks(['nicotine_warning_banner_block'], 'uk');
    const [us] = await blocks(['nicotine_warning_banner_block'], 'us');
    expect(uk?.content).toBe(
      '<p><strong>This product contains nicotine which is a highly addictive substance</strong></p>',
    );
    expect(us?.content).toContain('WARNING: This product contains nicotine.');
  });

  it('serves the custom routes block as validated JSON text', async () => {
    const [routes] = await blocks(['custom_routes']);
    expect(JSON.parse(routes?.content ?? '')).toEqual([{ path: '/shop', target: '/search' }]);
  });

  it('serves no custom routes when the stored JSON is not valid', async () => {
    await t.database.db.insert(cmsBlocks).values({
      identifier: 'custom_routes',
      storeView: 'ch',
      title: 'Broken',
      content: '[{"path":"javascript:alert(1)","target":"/x"}]',
    });
    const [routes] = await blocks(['custom_routes'], 'ch');
    expect(routes?.content).toBe('[]');
  });

  it("serves each store view's alternative head blocks as validated JSON in its language", async () => {
    const [uk] = await blocks(['head_alternatives'], 'uk');
    const [gr] = await blocks(['head_alternatives'], 'gr');
    expect(JSON.parse(uk?.content ?? '')).toContainEqual({ path: '/search', noIndex: true });
    expect(JSON.parse(gr?.content ?? '')).toContainEqual(
      expect.objectContaining({ path: '/faq', title: 'Απαντήσεις για το άτμισμα' }),
    );
  });

  it('serves no alternative heads when the stored JSON is not valid', async () => {
    await t.database.db.insert(cmsBlocks).values({
      identifier: 'head_alternatives',
      storeView: 'ie',
      title: 'Broken',
      content: '[{"path":"/faq","title":"<script>alert(1)</script>","extra":1}]',
    });
    const [heads] = await blocks(['head_alternatives'], 'ie');
    expect(heads?.content).toBe('[]');
  });

  it('refuses more than 50 identifiers in one call', async () => {
    const identifiers = Array.from({ length: 51 }, (_, index) => `block_${index}`);
    const result = await gql(t.app, CMS_BLOCKS, { identifiers });
    expect(firstError(result)).toMatchObject({ extensions: { category: 'graphql-input' } });
    expect(firstError(result).message).toContain('at most 50');
  });
});
