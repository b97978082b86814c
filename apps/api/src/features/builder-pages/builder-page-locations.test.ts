import { describe, expect, it } from 'vitest';
import { heroPage } from '../../test/fixtures';
import { firstError, signedInTestApp } from '../../test/test-app';
import { builderPageCalls, VERSIONS } from './builder-page-test-calls';

describe('builder pages: moving, copying, deleting', () => {
  const t = signedInTestApp();
  const { save, publish, publicPage, pageTitle } = builderPageCalls(t);

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
});
