import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_VIEW_CODES } from '@lumo/block-schema';
import { seedContentFolder, seedMediaFolder } from '../../paths';
import { createTestApp, gql, signIn, type TestApp } from '../../test/test-app';

const seedFiles = readdirSync(seedContentFolder).filter((name) => name.endsWith('.json'));
const seedPaths = seedFiles.map(
  (name) =>
    (JSON.parse(readFileSync(join(seedContentFolder, name), 'utf8')) as { path: string }).path,
);

describe('seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedContentFolder, seedMediaFolder });
  });
  afterAll(() => t.close());

  it('publishes every seed page in all seven store views', async () => {
    expect(seedPaths).toContain('/');
    for (const store of STORE_VIEW_CODES) {
      for (const path of seedPaths) {
        const result = await gql(
          t.app,
          `query($path: String!) { builderPage(path: $path) { store_code version content } }`,
          { path },
          { store },
        );
        expect(result.data?.builderPage, `${path} in ${store}`).toMatchObject({
          store_code: store,
          version: 1,
        });
        expect((result.data?.builderPage.content as { storeView: string }).storeView).toBe(store);
      }
    }
  });

  it("gives each store view's copy its own market's nicotine warning, never the UK wording", async () => {
    const ukWarning = 'This product contains nicotine which is a highly addictive substance';
    const contentOf = async (store: string) => {
      const result = await gql(
        t.app,
        `query { builderPage(path: "/") { content } storeConfig { nicotine_warning } }`,
        {},
        { store },
      );
      const data = result.data as {
        builderPage: { content: unknown };
        storeConfig: { nicotine_warning: string };
      };
      return {
        page: JSON.stringify(data.builderPage.content),
        warning: data.storeConfig.nicotine_warning,
      };
    };
    const uk = await contentOf('uk');
    expect(uk.page).toContain(ukWarning);
    for (const store of ['us', 'ca', 'gr', 'ch']) {
      const market = await contentOf(store);
      expect(market.page, store).not.toContain(ukWarning);
      expect(market.page, store).toContain(market.warning.replace(/\.$/, ''));
    }
  });

  it('publishes each store view in its language with its market facts (ADR 0023)', async () => {
    const homeOf = async (store: string) => {
      const result = await gql(
        t.app,
        `query { builderPage(path: "/") { title content } }`,
        {},
        { store },
      );
      const page = result.data?.builderPage as {
        title: string;
        content: { meta: unknown; blocks: { type: string }[] };
      };
      // The Footer block is the site footer's (its own page), not this copy's.
      const blocks = page.content.blocks.filter((block) => block.type !== 'Footer');
      return { title: page.title, text: JSON.stringify([page.content.meta, blocks]) };
    };
    const gr = await homeOf('gr');
    expect(gr.title).toMatch(/[\u0370-\u03ff]/);
    expect(gr.text).toContain('Το άτμισμα, απλά');
    expect(gr.text).not.toContain('Vaping, simplified');
    expect(gr.text).toContain('12,00\u00a0€');
    const ch = await homeOf('ch');
    expect(ch.text).toContain('Dampfen, ganz einfach');
    expect(ch.text).toContain('CHF\u00a015.00');
    const us = await homeOf('us');
    expect(us.text).toContain('Free delivery on orders over $15.00');
    expect(us.text).not.toMatch(/Free delivery on orders over £|MHRA/);
    expect((await homeOf('uk')).text).toContain('Free delivery on orders over £9.99');
  });

  it('registers the shipped media in the library and serves them', async () => {
    const token = await signIn(t.app);
    const result = await gql(
      t.app,
      `{ mediaAssets(pageSize: 200) { total_count items { url width height mime_type alt kind } } }`,
      {},
      { token },
    );
    const hero = result.data?.mediaAssets.items.find(
      (item: { url: string }) => item.url === '/media/hero-home.webp',
    );
    expect(hero).toMatchObject({ mime_type: 'image/webp', width: 1600, height: 700 });
    // Alt texts come from seed-media/manifest.json.
    expect(hero.alt).toMatch(/\S/);
    const videos = result.data?.mediaAssets.items.filter(
      (item: { kind: string }) => item.kind === 'VIDEO',
    );
    expect(videos.length).toBeGreaterThan(0);
    expect(videos[0]).toMatchObject({ mime_type: 'video/webm' });
    const served = await t.app.fetch(new Request('http://localhost:4000/media/hero-home.webp'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('is idempotent and never overwrites a page an editor changed', async () => {
    const token = await signIn(t.app);
    const draft = await gql(
      t.app,
      `query { builderPageDraft(store_code: "gr", path: "/") { content revision } }`,
      {},
      { token },
    );
    const content = { ...(draft.data?.builderPageDraft.content as object), title: 'Αρχική' };
    const published = await gql(
      t.app,
      `mutation($input: PublishBuilderPageInput!) { publishBuilderPage(input: $input) { version { version } } }`,
      {
        input: {
          store_code: 'gr',
          path: '/',
          content,
          base_revision: draft.data?.builderPageDraft.revision,
        },
      },
      { token },
    );
    expect(published.errors).toBeUndefined();
    const pagesBefore = await t.app.services.builderPages.list();
    const mediaBefore = await t.app.services.media.list({ pageSize: 200 });

    await t.app.initialise();

    expect(await t.app.services.builderPages.list()).toEqual(pagesBefore);
    expect((await t.app.services.media.list({ pageSize: 200 })).total_count).toBe(
      mediaBefore.total_count,
    );
    const home = await gql(
      t.app,
      `{ builderPage(path: "/") { title version } }`,
      {},
      { store: 'gr' },
    );
    expect(home.data?.builderPage).toEqual({ title: 'Αρχική', version: 2 });
  });
});

describe('seeding without seed content', () => {
  it('publishes a minimal home page built from the hero banner example', async () => {
    const t = await createTestApp();
    try {
      const home = await gql(
        t.app,
        `{ builderPage(path: "/") { title content } }`,
        {},
        { store: 'us' },
      );
      expect(home.data?.builderPage.title).toBe('Home');
      expect(
        (home.data?.builderPage.content as { blocks: { type: string }[] }).blocks[0]?.type,
      ).toBe('HeroBanner');
    } finally {
      await t.close();
    }
  });
});
