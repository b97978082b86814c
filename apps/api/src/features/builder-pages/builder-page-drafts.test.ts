import { describe, expect, it } from 'vitest';
import { heroPage } from '../../test/fixtures';
import { firstError, signedInTestApp } from '../../test/test-app';
import { builderPageCalls } from './builder-page-test-calls';

describe('builder pages: drafts and their inputs', () => {
  const t = signedInTestApp();
  const { save, publish, pageTitle } = builderPageCalls(t);

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

  it('keeps the revision when the same content is saved again, whatever its key order', async () => {
    const path = '/same-again';
    const content = heroPage('uk', path, { imageUrl: '' });
    const first = await save({ store_code: 'uk', path, content });
    expect(first.data?.saveBuilderPageDraft.revision).toBe(1);
    // The same page with every object's keys in reverse order (jsonb keeps no key order).
    const reversed = JSON.parse(JSON.stringify(content), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    ) as unknown;
    const again = await save({ store_code: 'uk', path, content: reversed, base_revision: 1 });
    expect(again.errors).toBeUndefined();
    expect(again.data?.saveBuilderPageDraft.revision).toBe(1);
    // A real change is a new revision.
    const changed = await save({
      store_code: 'uk',
      path,
      content: heroPage('uk', path, { imageUrl: '', heroTitle: 'Changed' }),
      base_revision: 1,
    });
    expect(changed.data?.saveBuilderPageDraft.revision).toBe(2);
  });
});
