import { describe, expect, it } from 'vitest';
import { heroPage } from '../../test/fixtures';
import { firstError, gql, signedInTestApp } from '../../test/test-app';

const PUBLIC_PAGE = `query($path: String!, $previewToken: String) {
  builderPage(path: $path, previewToken: $previewToken) { uid store_code path title content version published_at is_preview }
}`;
const SAVE = `mutation($input: SaveBuilderPageDraftInput!) {
  saveBuilderPageDraft(input: $input) { page_uid store_code path title content revision updated_by published_version }
}`;
const PUBLISH = `mutation($input: PublishBuilderPageInput!) {
  publishBuilderPage(input: $input) {
    page { uid path draft_revision published_version has_unpublished_changes }
    version { version title published_by content }
  }
}`;
const DRAFT = `query($store: ID!, $path: String!) {
  builderPageDraft(store_code: $store, path: $path) { page_uid title content revision published_version }
}`;
const VERSIONS = `query($uid: ID!) { builderPageVersions(page_uid: $uid) { version title published_by content } }`;
const PREVIEW = `mutation($uid: ID!) { createBuilderPreviewToken(page_uid: $uid) { token url expires_at } }`;

describe('builder pages', () => {
  const t = signedInTestApp();

  // base_revision 0: a new page, unless the test names the revision it builds on.
  const save = (input: Record<string, unknown>) =>
    t.asEditor(SAVE, { input: { base_revision: 0, ...input } });
  const publish = (input: Record<string, unknown>) =>
    t.asEditor(PUBLISH, { input: { base_revision: 0, ...input } });
  const publicPage = (path: string, options: { store?: string; previewToken?: string } = {}) =>
    gql(t.app, PUBLIC_PAGE, { path, previewToken: options.previewToken }, { store: options.store });
  const pageTitle = (path: string, store: string) =>
    t.asEditor(DRAFT, { store, path }).then((r) => r.data?.builderPageDraft);

  it('serves the seeded home page of each store view', async () => {
    const uk = await publicPage('/');
    expect(uk.data?.builderPage).toMatchObject({
      store_code: 'uk',
      path: '/',
      version: 1,
      is_preview: false,
    });
    const gr = await publicPage('/', { store: 'gr' });
    expect(gr.data?.builderPage).toMatchObject({ store_code: 'gr', path: '/' });
    expect((gr.data?.builderPage.content as { storeView: string }).storeView).toBe('gr');
  });

  it('shows only published content to the public, and the draft with a valid preview token', async () => {
    const path = '/spring';
    const saved = await save({
      store_code: 'uk',
      path,
      content: heroPage('uk', path, { heroTitle: 'Draft one' }),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveBuilderPageDraft).toMatchObject({
      revision: 1,
      published_version: null,
    });
    // A draft that was never published is not visible.
    expect((await publicPage(path)).data?.builderPage).toBeNull();

    const published = await publish({ store_code: 'uk', path, base_revision: 1 });
    expect(published.errors).toBeUndefined();
    expect(published.data?.publishBuilderPage.version).toMatchObject({
      version: 1,
      published_by: 'Ada Admin',
    });
    expect(t.notifier.calls).toContainEqual({ storeView: 'uk', path });

    const second = await save({
      store_code: 'uk',
      path,
      content: heroPage('uk', path, { heroTitle: 'Draft two' }),
      base_revision: 1,
    });
    expect(second.errors).toBeUndefined();
    const live = await publicPage(path);
    const heroTitle = (page: unknown) =>
      (page as { content: { blocks: { props: { title: string } }[] } }).content.blocks[0]?.props
        .title;
    expect(heroTitle(live.data?.builderPage)).toBe('Draft one');
    expect(live.data?.builderPage.is_preview).toBe(false);

    const uid = saved.data?.saveBuilderPageDraft.page_uid;
    const preview = await t.asEditor(PREVIEW, { uid });
    const { token: previewToken, url } = preview.data!.createBuilderPreviewToken;
    expect(url).toBe(`/spring?preview=${encodeURIComponent(previewToken)}`);
    const previewed = await publicPage(path, { previewToken });
    expect(previewed.data?.builderPage).toMatchObject({ is_preview: true, version: 0 });
    expect(heroTitle(previewed.data?.builderPage)).toBe('Draft two');

    // Bound to the page: no use on another page.
    const otherPage = await publicPage('/', { previewToken });
    expect(firstError(otherPage).extensions?.category).toBe('graphql-authorization');
    // Tampered tokens are refused.
    const tampered = await publicPage(path, {
      previewToken: previewToken.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')),
    });
    expect(firstError(tampered).message).toBe('This preview link is not valid.');
    // And they expire.
    t.clock.advance(t.config.previewTokenTtlMs + 1000);
    const expired = await publicPage(path, { previewToken });
    expect(firstError(expired).message).toContain('expired');
  });

  it('uses the store prefix in preview URLs', async () => {
    const saved = await save({
      store_code: 'gr',
      path: '/promo',
      content: heroPage('gr', '/promo'),
    });
    const preview = await t.asEditor(PREVIEW, { uid: saved.data?.saveBuilderPageDraft.page_uid });
    expect(preview.data?.createBuilderPreviewToken.url).toMatch(/^\/gr\/promo\?preview=/);
  });

  it('refuses to publish a page without its required hero image, storing nothing', async () => {
    const path = '/no-image';
    const content = heroPage('uk', path, { imageUrl: '' });
    // The draft may be unfinished.
    const saved = await save({ store_code: 'uk', path, content });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveBuilderPageDraft.revision).toBe(1);

    const changed = heroPage('uk', path, { imageUrl: '', title: 'Changed title' });
    const refused = await publish({ store_code: 'uk', path, content: changed, base_revision: 1 });
    const error = firstError(refused);
    expect(error.extensions?.category).toBe('graphql-input');
    expect(error.message).toBe(
      'The page cannot be published:\nHeroBanner "hero-1" › backbgroundImage.url: An image is required',
    );
    expect(error.extensions?.issues).toEqual([
      {
        blockId: 'hero-1',
        blockType: 'HeroBanner',
        path: ['backbgroundImage', 'url'],
        message: 'An image is required',
      },
    ]);
    const draft = await pageTitle(path, 'uk');
    expect(draft).toMatchObject({ title: 'Spring campaign', revision: 1, published_version: null });
    const versions = await t.asEditor(VERSIONS, { uid: draft.page_uid });
    expect(versions.data?.builderPageVersions).toEqual([]);
    // Publishing the stored (invalid) draft is refused the same way.
    const again = await publish({ store_code: 'uk', path, base_revision: 1 });
    expect(firstError(again).message).toMatch(/^The page cannot be published:/);
  });

  it('refuses to publish a bad select value (an unknown button style) and keeps nothing', async () => {
    const path = '/bad-variant';
    const content = {
      ...heroPage('uk', path),
      blocks: [
        {
          id: 'hero-1',
          type: 'HeroSecondary',
          version: 1,
          props: {
            buttonItems: [{ buttonText: 'Go', buttonLink: '/devices', buttonVariant: 'danger' }],
          },
        },
      ],
    };
    const refused = await publish({ store_code: 'uk', path, content });
    const error = firstError(refused);
    expect(error.extensions?.category).toBe('graphql-input');
    expect(error.message).toMatch(/^The page cannot be published:\n/);
    expect(error.message).toContain(
      'HeroSecondary "hero-1" › buttonItems.0.buttonVariant: Button style must be one of: primary, secondary, secondary-white',
    );
    expect(error.extensions?.issues).toContainEqual(
      expect.objectContaining({
        blockType: 'HeroSecondary',
        path: ['buttonItems', 0, 'buttonVariant'],
      }),
    );
    expect(await pageTitle(path, 'uk')).toBeNull();
  });

  it('refuses content whose store view or path differs from the input', async () => {
    const result = await publish({
      store_code: 'uk',
      path: '/here',
      content: heroPage('uk', '/there'),
    });
    expect(firstError(result).extensions?.category).toBe('graphql-input');
    const saved = await save({ store_code: 'ie', path: '/here', content: heroPage('uk', '/here') });
    expect(firstError(saved).extensions?.category).toBe('graphql-input');
  });

  it('refuses a draft that is not a page at all', async () => {
    const result = await save({ store_code: 'uk', path: '/broken', content: { blocks: 'nope' } });
    expect(firstError(result).extensions?.category).toBe('graphql-input');
    expect(firstError(result).message).toMatch(/^The draft is not a valid page/);
  });

  it('sanitises unfinished drafts: no script survives, valid props are normalised', async () => {
    const path = '/unsafe';
    const content = heroPage('uk', path, { imageUrl: '' });
    const hero = content.blocks[0]!;
    hero.props = { ...hero.props, buttonHref: 'javascript:alert(1)', title: 'Hello' };
    delete hero.props.description;
    const saved = await save({ store_code: 'uk', path, content });
    expect(saved.errors).toBeUndefined();
    const props = (
      saved.data?.saveBuilderPageDraft.content as { blocks: { props: Record<string, unknown> }[] }
    ).blocks[0]!.props;
    expect(props.buttonHref).toBe('');
    expect(props.title).toBe('Hello');
    expect(props.description).toBe(
      'Pod kits and e-liquids made for adult smokers looking for an alternative.',
    );
  });

  it('refuses a save based on an older revision (DRAFT_CONFLICT) and stores nothing', async () => {
    const path = '/conflict';
    const first = await save({ store_code: 'uk', path, content: heroPage('uk', path) });
    expect(first.data?.saveBuilderPageDraft.revision).toBe(1);
    const second = await save({
      store_code: 'uk',
      path,
      content: heroPage('uk', path, { title: 'Second' }),
      base_revision: 1,
    });
    expect(second.data?.saveBuilderPageDraft.revision).toBe(2);
    const stale = await save({
      store_code: 'uk',
      path,
      content: heroPage('uk', path, { title: 'Stale' }),
      base_revision: 1,
    });
    const error = firstError(stale);
    expect(error.extensions?.category).toBe('graphql-already-exists');
    expect(error.extensions?.code).toBe('DRAFT_CONFLICT');
    const savedAt = t.clock.now().toISOString().slice(11, 16);
    expect(error.message).toBe(
      `This page was changed by Ada Admin at ${savedAt} UTC; reload to get their changes.`,
    );
    expect((await pageTitle(path, 'uk')).title).toBe('Second');
    const stalePublish = await publish({
      store_code: 'uk',
      path,
      content: heroPage('uk', path),
      base_revision: 1,
    });
    expect(firstError(stalePublish).extensions?.code).toBe('DRAFT_CONFLICT');
    expect((await pageTitle(path, 'uk')).published_version).toBeNull();
  });

  it('keeps every published version and restores an old one as a new version', async () => {
    const path = '/versions';
    const one = await publish({
      store_code: 'uk',
      path,
      content: heroPage('uk', path, { title: 'One' }),
    });
    expect(one.data?.publishBuilderPage.version.version).toBe(1);
    const two = await publish({
      store_code: 'uk',
      path,
      content: heroPage('uk', path, { title: 'Two' }),
      base_revision: one.data?.publishBuilderPage.page.draft_revision,
    });
    const three = await publish({
      store_code: 'uk',
      path,
      content: heroPage('uk', path, { title: 'Three' }),
      base_revision: two.data?.publishBuilderPage.page.draft_revision,
    });
    const uid = three.data?.publishBuilderPage.page.uid;
    const versions = await t.asEditor(VERSIONS, { uid });
    expect(versions.data?.builderPageVersions.map((v: { title: string }) => v.title)).toEqual([
      'Three',
      'Two',
      'One',
    ]);

    const restored = await t.asEditor(
      `mutation($input: RestoreBuilderPageVersionInput!) { restoreBuilderPageVersion(input: $input) { page { published_version has_unpublished_changes } version { version title } } }`,
      { input: { page_uid: uid, version: 1 } },
    );
    expect(restored.data?.restoreBuilderPageVersion).toEqual({
      page: { published_version: 4, has_unpublished_changes: false },
      version: { version: 4, title: 'One' },
    });
    expect((await publicPage(path)).data?.builderPage).toMatchObject({ title: 'One', version: 4 });
    expect((await pageTitle(path, 'uk')).title).toBe('One');
    const after = await t.asEditor(VERSIONS, { uid });
    expect(after.data?.builderPageVersions).toHaveLength(4);
  });

  it('marks unpublished changes in the page list', async () => {
    const path = '/list-me';
    await publish({ store_code: 'ca', path, content: heroPage('ca', path) });
    const list = () =>
      t.asEditor(
        `{ builderPages(store_code: "ca") { path has_unpublished_changes published_version draft_revision } }`,
      );
    expect((await list()).data?.builderPages).toContainEqual({
      path,
      has_unpublished_changes: false,
      published_version: 1,
      draft_revision: 1,
    });
    const edited = await save({
      store_code: 'ca',
      path,
      content: heroPage('ca', path, { title: 'Edited' }),
      base_revision: 1,
    });
    expect(edited.errors).toBeUndefined();
    expect((await list()).data?.builderPages).toContainEqual({
      path,
      has_unpublished_changes: true,
      published_version: 1,
      draft_revision: 2,
    });
  });

  it('moves a page, refusing a path that is taken', async () => {
    const published = await publish({
      store_code: 'uk',
      path: '/old-path',
      content: heroPage('uk', '/old-path'),
    });
    const uid = published.data?.publishBuilderPage.page.uid;
    await save({ store_code: 'uk', path: '/taken', content: heroPage('uk', '/taken') });
    const MOVE = `mutation($input: MoveBuilderPageInput!) { moveBuilderPage(input: $input) { path } }`;
    const clash = await t.asEditor(MOVE, { input: { page_uid: uid, new_path: '/taken' } });
    expect(firstError(clash).extensions?.category).toBe('graphql-already-exists');
    const moved = await t.asEditor(MOVE, { input: { page_uid: uid, new_path: '/New-Path/' } });
    expect(firstError(moved).extensions?.category).toBe('graphql-input');
    const ok = await t.asEditor(MOVE, { input: { page_uid: uid, new_path: '/new-path/' } });
    expect(ok.data?.moveBuilderPage.path).toBe('/new-path');
    expect((await publicPage('/old-path')).data?.builderPage).toBeNull();
    const live = await publicPage('/new-path');
    expect(live.data?.builderPage).toMatchObject({ path: '/new-path' });
    expect((live.data?.builderPage.content as { path: string }).path).toBe('/new-path');
    expect(t.notifier.calls).toEqual(
      expect.arrayContaining([
        { storeView: 'uk', path: '/old-path' },
        { storeView: 'uk', path: '/new-path' },
      ]),
    );
    // An editor still working on the old path does not silently recreate the page there.
    const stale = await save({
      store_code: 'uk',
      path: '/old-path',
      content: heroPage('uk', '/old-path'),
      base_revision: 1,
    });
    expect(firstError(stale).extensions?.category).toBe('graphql-no-such-entity');
    expect(await pageTitle('/old-path', 'uk')).toBeNull();
  });

  it('duplicates a page to another store view as an unpublished draft', async () => {
    const source = await publish({
      store_code: 'uk',
      path: '/summer',
      content: heroPage('uk', '/summer', { title: 'Summer' }),
    });
    const DUPLICATE = `mutation($input: DuplicateBuilderPageInput!) { duplicateBuilderPage(input: $input) { uid store_code path title published_version } }`;
    const copy = await t.asEditor(DUPLICATE, {
      input: {
        page_uid: source.data?.publishBuilderPage.page.uid,
        store_code: 'ie',
        path: '/summer-ie',
      },
    });
    expect(copy.data?.duplicateBuilderPage).toMatchObject({
      store_code: 'ie',
      path: '/summer-ie',
      title: 'Summer',
      published_version: null,
    });
    const draft = await pageTitle('/summer-ie', 'ie');
    expect(draft.content).toMatchObject({ storeView: 'ie', path: '/summer-ie' });
    expect((await publicPage('/summer-ie', { store: 'ie' })).data?.builderPage).toBeNull();
    const clash = await t.asEditor(DUPLICATE, {
      input: {
        page_uid: source.data?.publishBuilderPage.page.uid,
        store_code: 'ie',
        path: '/summer-ie',
      },
    });
    expect(firstError(clash).extensions?.category).toBe('graphql-already-exists');
  });

  it('deletes a page with its versions', async () => {
    const published = await publish({
      store_code: 'uk',
      path: '/gone',
      content: heroPage('uk', '/gone'),
    });
    const uid = published.data?.publishBuilderPage.page.uid;
    const deleted = await t.asEditor(
      `mutation($uid: ID!) { deleteBuilderPage(page_uid: $uid) { result } }`,
      { uid },
    );
    expect(deleted.data?.deleteBuilderPage.result).toBe(true);
    expect((await publicPage('/gone')).data?.builderPage).toBeNull();
    const versions = await t.asEditor(VERSIONS, { uid });
    expect(firstError(versions).extensions?.category).toBe('graphql-no-such-entity');
    expect(t.notifier.calls).toContainEqual({ storeView: 'uk', path: '/gone' });
  });

  it('creates an empty page and refuses a second one at the same path', async () => {
    const CREATE = `mutation($input: CreateBuilderPageInput!) { createBuilderPage(input: $input) { path title revision content } }`;
    const created = await t.asEditor(CREATE, {
      input: { store_code: 'ch', path: '/neu', title: 'Neu' },
    });
    expect(created.data?.createBuilderPage).toMatchObject({
      path: '/neu',
      title: 'Neu',
      revision: 1,
    });
    expect(created.data?.createBuilderPage.content).toMatchObject({ storeView: 'ch', blocks: [] });
    const again = await t.asEditor(CREATE, {
      input: { store_code: 'ch', path: '/neu', title: 'Neu' },
    });
    expect(firstError(again).extensions?.category).toBe('graphql-already-exists');
  });
});
