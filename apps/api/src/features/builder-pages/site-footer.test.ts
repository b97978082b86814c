import { describe, expect, it } from 'vitest';
import { SITE_FOOTER_PATH, STORE_VIEW_CODES } from '@lumo/block-schema';
import { seedSiteFooterFolder } from '../../paths';
import { heroPage } from '../../test/fixtures';
import { firstError, gql, signedInTestApp } from '../../test/test-app';
import { builderPageCalls, DRAFT, PREVIEW } from './builder-page-test-calls';

const SITE_FOOTER = `query { siteFooter { uid store_code path title content version is_preview } }`;
const PAGES = `query($store: ID) { builderPages(store_code: $store) { uid path published_version } }`;
const CREATE = `mutation($input: CreateBuilderPageInput!) { createBuilderPage(input: $input) { page_uid } }`;
const MOVE = `mutation($input: MoveBuilderPageInput!) { moveBuilderPage(input: $input) { path } }`;
const DUPLICATE = `mutation($input: DuplicateBuilderPageInput!) { duplicateBuilderPage(input: $input) { path } }`;
const DELETE = `mutation($uid: ID!) { deleteBuilderPage(page_uid: $uid) { result } }`;
const ROUTE = `query($url: String!) { jtiHeadlessUrl(url: $url) { entity_type } }`;

interface FooterContent {
  storeView: string;
  path: string;
  blocks: { type: string; props: Record<string, unknown> }[];
}

function footerProps(content: unknown) {
  const page = content as FooterContent;
  return page.blocks.find((block) => block.type === 'Footer')!.props as {
    copyright: string;
    contact: { heading: string };
    infoList: { text: string }[];
    perks: { text: string }[];
  };
}

describe('the site footer (a reserved builder page per store view)', () => {
  const t = signedInTestApp({ seedSiteFooterFolder });
  const { publish, publicPage } = builderPageCalls(t);
  const siteFooter = (store: string) => gql(t.app, SITE_FOOTER, {}, { store });
  const footerUid = async (store: string) =>
    ((await siteFooter(store)).data?.siteFooter as { uid: string }).uid;

  it('is seeded once per store view, in its language and with its market facts', async () => {
    for (const store of STORE_VIEW_CODES) {
      const footer = (await siteFooter(store)).data?.siteFooter;
      expect(footer, store).toMatchObject({
        store_code: store,
        path: SITE_FOOTER_PATH,
        version: 1,
        is_preview: false,
      });
      const list = await t.asEditor(PAGES, { store });
      const rows = (list.data?.builderPages as { path: string }[]).filter(
        (row) => row.path === SITE_FOOTER_PATH,
      );
      expect(rows, store).toHaveLength(1);
    }
    expect(footerProps((await siteFooter('gr')).data?.siteFooter.content).contact.heading).toBe(
      'Χρειάζεστε βοήθεια;',
    );
    expect(footerProps((await siteFooter('ch')).data?.siteFooter.content).contact.heading).toBe(
      'Brauchen Sie Hilfe?',
    );
    const us = footerProps((await siteFooter('us')).data?.siteFooter.content);
    expect(us.infoList.map((item) => item.text).join(' ')).toContain('aged 21 and over');
    expect(us.infoList[0]!.text).toMatch(/^WARNING: This product contains nicotine/);
    const ca = footerProps((await siteFooter('ca')).data?.siteFooter.content);
    expect(ca.infoList.map((item) => item.text).join(' ')).toContain('aged 19 and over');
    for (const store of ['gr', 'ie', 'eu', 'ca', 'ch', 'us']) {
      const props = footerProps((await siteFooter(store)).data?.siteFooter.content);
      expect(JSON.stringify(props), store).not.toContain('£');
      expect(props.copyright, store).toContain('{year}');
    }
  });

  it('is no shop URL: builderPage and the route lookup do not resolve it', async () => {
    expect((await publicPage(SITE_FOOTER_PATH)).data?.builderPage).toBeNull();
    expect((await publicPage('/~site-footer/')).data?.builderPage).toBeNull();
    const route = await gql(t.app, ROUTE, { url: '~site-footer' }, { store: 'uk' });
    // Magento's answer for an unknown URL: no entity.
    expect(route.data?.jtiHeadlessUrl?.entity_type ?? null).toBeNull();
  });

  it('cannot be created twice, moved, copied or deleted, and no page goes to its location', async () => {
    const created = await t.asEditor(CREATE, {
      input: { store_code: 'uk', path: SITE_FOOTER_PATH, title: 'Second footer' },
    });
    expect(firstError(created).extensions?.category).toBe('graphql-already-exists');
    const uid = await footerUid('uk');
    const moved = await t.asEditor(MOVE, { input: { page_uid: uid, new_path: '/footer' } });
    expect(firstError(moved).message).toMatch(/site footer cannot be moved/);
    const copied = await t.asEditor(DUPLICATE, {
      input: { page_uid: uid, store_code: 'ie', path: '/footer-copy' },
    });
    expect(firstError(copied).message).toMatch(/site footer cannot be copied/);
    const deleted = await t.asEditor(DELETE, { uid });
    expect(firstError(deleted).message).toMatch(/site footer cannot be deleted/);

    const page = await publish({
      store_code: 'uk',
      path: '/promo',
      content: heroPage('uk', '/promo'),
    });
    const pageUid = page.data?.publishBuilderPage.page.uid;
    const onto = await t.asEditor(MOVE, {
      input: { page_uid: pageUid, new_path: SITE_FOOTER_PATH },
    });
    expect(firstError(onto).message).toMatch(/reserved location/);
    const copyOnto = await t.asEditor(DUPLICATE, {
      input: { page_uid: pageUid, store_code: 'gr', path: SITE_FOOTER_PATH },
    });
    expect(firstError(copyOnto).message).toMatch(/reserved location/);
    expect((await siteFooter('uk')).data?.siteFooter.uid).toBe(uid);
  });

  it('takes only footer and notice blocks, with exactly one Footer block', async () => {
    const draft = await t.asEditor(DRAFT, { store: 'uk', path: SITE_FOOTER_PATH });
    const { content, revision } = draft.data?.builderPageDraft as {
      content: FooterContent;
      revision: number;
    };
    const withHero = {
      ...content,
      blocks: [...heroPage('uk', SITE_FOOTER_PATH).blocks, ...content.blocks],
    };
    const refused = await publish({
      store_code: 'uk',
      path: SITE_FOOTER_PATH,
      content: withHero,
      base_revision: revision,
    });
    expect(firstError(refused).message).toMatch(/Hero banner cannot be placed in the site footer/i);
    const empty = await publish({
      store_code: 'uk',
      path: SITE_FOOTER_PATH,
      content: { ...content, blocks: [] },
      base_revision: revision,
    });
    expect(firstError(empty).message).toMatch(/exactly one Footer block/);
    expect((await siteFooter('uk')).data?.siteFooter.version).toBe(1);
  });

  it("publishes an editor's change, announces it, previews drafts, and keeps it over restarts", async () => {
    const draft = await t.asEditor(DRAFT, { store: 'ie', path: SITE_FOOTER_PATH });
    const { content, revision } = draft.data?.builderPageDraft as {
      content: FooterContent;
      revision: number;
    };
    const changed = structuredClone(content);
    footerProps(changed).contact.heading = 'Talk to us';
    t.notifier.calls.length = 0;
    const published = await publish({
      store_code: 'ie',
      path: SITE_FOOTER_PATH,
      content: changed,
      base_revision: revision,
    });
    expect(published.data?.publishBuilderPage.page.published_version).toBe(2);
    expect(t.notifier.calls).toEqual([{ storeView: 'ie', path: SITE_FOOTER_PATH }]);
    const live = (await siteFooter('ie')).data?.siteFooter;
    expect(footerProps(live.content).contact.heading).toBe('Talk to us');

    // A preview link of the footer shows its draft, and only with the token.
    const preview = await t.asEditor(PREVIEW, { uid: live.uid });
    const { token, url } = preview.data?.createBuilderPreviewToken as {
      token: string;
      url: string;
    };
    expect(url).toMatch(/^\/ie\/~site-footer\?preview=/);
    const shown = await publicPage(SITE_FOOTER_PATH, { store: 'ie', previewToken: token });
    expect(shown.data?.builderPage).toMatchObject({ is_preview: true, path: SITE_FOOTER_PATH });

    // A restart seeds again: nothing is overwritten or added.
    await t.app.initialise();
    const after = (await siteFooter('ie')).data?.siteFooter;
    expect(after.version).toBe(2);
    expect(footerProps(after.content).contact.heading).toBe('Talk to us');
    expect((await siteFooter('uk')).data?.siteFooter.version).toBe(1);
    const list = await t.asEditor(PAGES, { store: 'ie' });
    expect(
      (list.data?.builderPages as { path: string }[]).filter(
        (row) => row.path === SITE_FOOTER_PATH,
      ),
    ).toHaveLength(1);
  });
});
