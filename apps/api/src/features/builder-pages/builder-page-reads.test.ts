import { describe, expect, it } from 'vitest';
import { heroPage } from '../../test/fixtures';
import { firstError, signedInTestApp } from '../../test/test-app';
import { builderPageCalls, PREVIEW } from './builder-page-test-calls';

describe('builder pages: reading (storefront, preview links)', () => {
  const t = signedInTestApp();
  const { save, publish, publicPage } = builderPageCalls(t);

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
});
