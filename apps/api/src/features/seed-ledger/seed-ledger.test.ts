import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroPage, makePng } from '../../test/fixtures';
import { secondProcess } from '../../test/second-process';
import { createTestApp, gql, signIn, type TestApp } from '../../test/test-app';

const PAGE = `query($path: String!) { builderPage(path: $path) { title } }`;
const PAGES = `query($store: ID) { builderPages(store_code: $store) { uid path } }`;
const DELETE_PAGE = `mutation($uid: ID!) { deleteBuilderPage(page_uid: $uid) { result } }`;
const MEDIA = `query { mediaAssets(pageSize: 50) { items { uid file_name } } }`;
const DELETE_MEDIA = `mutation($uid: ID!) { deleteMediaAsset(uid: $uid) { result } }`;

// The bug: a seeded page an editor deleted came back at the next start, because the
// seed re-created whatever was missing. The seed ledger (ADR 0038) remembers what it created.
describe('seed content an editor deleted', () => {
  let t: TestApp;
  let token: string;
  let pagesFolder: string;
  let mediaFolder: string;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'lumo-seed-ledger-'));
    pagesFolder = join(folder, 'pages');
    mediaFolder = join(folder, 'media');
    mkdirSync(pagesFolder, { recursive: true });
    mkdirSync(mediaFolder, { recursive: true });
    writeFileSync(
      join(pagesFolder, 'summer.json'),
      JSON.stringify(heroPage('uk', '/summer', { title: 'Summer' })),
    );
    writeFileSync(join(mediaFolder, 'spare.png'), makePng(2, 2));
    t = await createTestApp({ seedContentFolder: pagesFolder, seedMediaFolder: mediaFolder });
    token = await signIn(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stays deleted after a restart, while a seed page added later is still created', async () => {
    expect(
      (await gql(t.app, PAGE, { path: '/summer' }, { store: 'uk' })).data?.builderPage,
    ).toEqual({ title: 'Summer' });
    const pages = await gql(t.app, PAGES, { store: 'uk' }, { token });
    const summer = (pages.data!.builderPages as { uid: string; path: string }[]).find(
      (page) => page.path === '/summer',
    )!;
    const deleted = await gql(t.app, DELETE_PAGE, { uid: summer.uid }, { token });
    expect(deleted.data?.deleteBuilderPage.result).toBe(true);
    const media = await gql(t.app, MEDIA, {}, { token });
    const spare = (media.data!.mediaAssets.items as { uid: string; file_name: string }[]).find(
      (item) => item.file_name === 'spare.png',
    )!;
    expect((await gql(t.app, DELETE_MEDIA, { uid: spare.uid }, { token })).errors).toBeUndefined();

    // A new release ships another seed page; the api restarts on the same database.
    writeFileSync(
      join(pagesFolder, 'autumn.json'),
      JSON.stringify(heroPage('uk', '/autumn', { title: 'Autumn' })),
    );
    const restarted = await secondProcess(t, {
      seedContentFolder: pagesFolder,
      seedMediaFolder: mediaFolder,
    });
    try {
      await restarted.app.initialise();
      const read = (path: string, store = 'uk') =>
        gql(restarted.app, PAGE, { path }, { store }).then((result) => result.data?.builderPage);
      expect(await read('/summer')).toBeNull();
      // Only the deleted store view's copy stays away; the others were never deleted.
      expect(await read('/summer', 'gr')).toEqual({ title: 'Summer' });
      expect(await read('/autumn')).toEqual({ title: 'Autumn' });
      const after = await gql(restarted.app, MEDIA, {}, { token });
      expect(
        (after.data!.mediaAssets.items as { file_name: string }[]).map((item) => item.file_name),
      ).not.toContain('spare.png');
    } finally {
      await restarted.close();
    }
  });
});
