import { describe, expect, it } from 'vitest';
import { heroPage } from '../../test/fixtures';
import { firstError, signedInTestApp } from '../../test/test-app';
import { builderPageCalls, VERSIONS } from './builder-page-test-calls';

describe('builder pages: publishing and versions', () => {
  const t = signedInTestApp();
  const { save, publish, publicPage, pageTitle } = builderPageCalls(t);

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
      'The page cannot be published:\nHero banner › Background image: an image is required',
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
      'Secondary hero › Buttons > item 1 > Button style must be one of: primary, secondary, secondary-white',
    );
    expect(error.extensions?.issues).toContainEqual(
      expect.objectContaining({
        blockType: 'HeroSecondary',
        path: ['buttonItems', 0, 'buttonVariant'],
      }),
    );
    expect(await pageTitle(path, 'uk')).toBeNull();
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

  it('publishing the stored draft unchanged keeps its revision and leaves nothing unpublished', async () => {
    const path = '/publish-as-is';
    const saved = await save({ store_code: 'uk', path, content: heroPage('uk', path) });
    expect(saved.data?.saveBuilderPageDraft.revision).toBe(1);
    const published = await publish({ store_code: 'uk', path, base_revision: 1 });
    expect(published.errors).toBeUndefined();
    expect(published.data?.publishBuilderPage.page).toMatchObject({
      draft_revision: 1,
      published_version: 1,
      has_unpublished_changes: false,
    });
    // Sending content that differs is a new draft revision, published at once.
    const edited = await publish({
      store_code: 'uk',
      path,
      content: heroPage('uk', path, { title: 'Edited' }),
      base_revision: 1,
    });
    expect(edited.data?.publishBuilderPage.page).toMatchObject({
      draft_revision: 2,
      published_version: 2,
      has_unpublished_changes: false,
    });
  });
});
