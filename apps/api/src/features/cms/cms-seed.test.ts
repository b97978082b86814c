import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsBlocks, cmsPages, faqQuestions, urlRewrites } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

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
    };
  };

  it('adds nothing when it runs again', async () => {
    const before = await counts();
    expect(before.pages).toBeGreaterThanOrEqual(7);
    expect(before.questions).toBeGreaterThanOrEqual(16);
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
