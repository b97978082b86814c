import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cmsBlocks,
  cmsPages,
  faqCategoryStoreViews,
  faqQuestionStoreViews,
  faqQuestions,
  urlRewrites,
} from '../../db/schema';
import { migrationsFolder } from '../../paths';
import { createTestApp, gql, type TestApp } from '../../test/test-app';
import { LOOKUP } from '../url-rewrites/url-rewrite-test-calls';

describe('CMS seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const { db } = t.database;
    return {
      pages: (await db.select().from(cmsPages)).length,
      blocks: (await db.select().from(cmsBlocks)).length,
      questions: (await db.select().from(faqQuestions)).length,
      rewrites: (await db.select().from(urlRewrites)).length,
      faqCopies:
        (await db.select().from(faqQuestionStoreViews)).length +
        (await db.select().from(faqCategoryStoreViews)).length,
    };
  };

  it('adds nothing when it runs again', async () => {
    const before = await counts();
    expect(before.pages).toBeGreaterThanOrEqual(7);
    expect(before.questions).toBeGreaterThanOrEqual(16);
    // Greek and German copies of every question and category, and the English store views' facts.
    expect(before.faqCopies).toBeGreaterThanOrEqual(2 * (16 + 4));
    await t.app.services.cms.seed();
    expect(await counts()).toEqual(before);
  });

  it('stores the copy already sanitised', async () => {
    const pages = await t.database.db.select().from(cmsPages);
    for (const page of pages) expect(page.content).not.toMatch(/<script|\son\w+=/i);
  });

  it('writes url rewrites for pages, questions and the custom redirects in every store view', async () => {
    const rows = await t.database.db.select().from(urlRewrites);
    const paths = (storeView: string) =>
      rows.filter((row) => row.storeView === storeView).map((row) => row.requestPath);
    for (const storeView of ['uk', 'gr', 'ie', 'eu', 'ca', 'ch', 'us']) {
      expect(paths(storeView)).toEqual(
        expect.arrayContaining([
          'recycling',
          'why-lumo',
          'faq/how-long-does-a-pod-last',
          'about-vaping/faq',
        ]),
      );
    }
    expect(paths('uk')).toContain('support');
    expect(paths('eu')).not.toContain('support');
  });
});

describe('CMS seed beside the catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ initialise: false });
    await t.database.migrate(migrationsFolder);
    await t.app.services.store.seed();
    // The catalogue seeds first; here it already serves /recycling in uk.
    await t.database.db
      .insert(urlRewrites)
      .values({ storeView: 'uk', entityType: 'category', entityId: 77, requestPath: 'recycling' });
    await t.app.services.cms.seed();
  });
  afterAll(() => t.close());

  it('leaves a catalogue url in place and says which CMS url could not be added', async () => {
    const uk = await gql(t.app, LOOKUP, { url: 'recycling' }, { store: 'uk' });
    expect(uk.data?.jtiHeadlessUrl).toMatchObject({ entity_type: 'category', entity_id: 77 });
    const gr = await gql(t.app, LOOKUP, { url: 'recycling' }, { store: 'gr' });
    expect(gr.data?.jtiHeadlessUrl.entity_type).toBe('cms-page');
    expect(t.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'CMS urls already used by the catalogue; the catalogue keeps them',
        details: { paths: ['uk:/recycling'] },
      }),
    );
  });
});
