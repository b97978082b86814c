import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '@lumo/graphql';
import {
  MAX_BLOCK_NESTING,
  container,
  heroBanner,
  quoteBlock,
  type BlockNode,
} from '@lumo/block-schema';
import { loadConfig } from '../config';
import { seedMediaFolder } from '../paths';
import { heroPage } from '../test/fixtures';
import {
  createTestApp,
  firstError,
  gql,
  signedInTestApp,
  type SignedInTestApp,
} from '../test/test-app';
import { MAX_JSON_BYTES, MAX_JSON_DEPTH, MAX_JSON_FIELDS_PER_OPERATION } from './input-bounds';

/**
 * The penetration test's attacks on the GraphQL input boundary (docs/decisions/0006): each is
 * sent as the attacker sent it and must end as an input error, with the api still serving.
 */

const SAVE = `mutation($input: SaveBuilderPageDraftInput!) {
  saveBuilderPageDraft(input: $input) { page_uid title content revision }
}`;
const PUBLISH = `mutation($input: PublishBuilderPageInput!) {
  publishBuilderPage(input: $input) { page { path published_version } }
}`;
const DRAFT = `query($store: ID!, $path: String!) {
  builderPageDraft(store_code: $store, path: $path) { title revision }
}`;

/** `levels` arrays inside each other around a string: 11 KB at 1,500 levels. */
function deeplyNested(levels: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

function nestedContainers(levels: number): BlockNode {
  let node: BlockNode = {
    id: 'innermost',
    type: 'QuoteBlock',
    version: quoteBlock.version,
    props: quoteBlock.example as Record<string, unknown>,
  };
  for (let level = levels - 1; level >= 0; level -= 1) {
    node = {
      id: `container-${level}`,
      type: 'Container',
      version: container.version,
      props: container.example as Record<string, unknown>,
      children: [node],
    };
  }
  return node;
}

/** The api still answers: /health, a public query and an editor's save. */
async function expectApiServing(t: SignedInTestApp, path: string) {
  const health = await t.app.fetch(new Request('http://localhost:4000/health'));
  expect(health.status).toBe(200);
  const store = await gql(t.app, '{ storeConfig { store_code } }');
  expect(store.data?.storeConfig).toEqual({ store_code: 'uk' });
  const saved = await t.asEditor(SAVE, {
    input: { store_code: 'uk', path, content: heroPage('uk', path), base_revision: 0 },
  });
  expect(saved.errors).toBeUndefined();
  expect(saved.data?.saveBuilderPageDraft.revision).toBe(1);
}

describe('GraphQL input bounds', () => {
  const t = signedInTestApp({ seedMediaFolder });
  const save = (input: Record<string, unknown>) =>
    t.asEditor(SAVE, { input: { base_revision: 0, ...input } });

  describe('finding 1: deep or large JSON never reaches the database', () => {
    it('refuses a draft nested 1,500 levels deep, and the api keeps serving', async () => {
      const path = '/deep-draft';
      const content = heroPage('uk', path);
      content.blocks[0]!.props.title = deeplyNested(1500);
      expect(JSON.stringify(content).length).toBeLessThan(16_000);
      const result = await save({ store_code: 'uk', path, content });
      const error = firstError(result);
      expect(error.extensions?.category).toBe('graphql-input');
      expect(error.message).toBe(
        `The JSON value is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays). (field input.content)`,
      );
      expect((await t.asEditor(DRAFT, { store: 'uk', path })).data?.builderPageDraft).toBeNull();
      await expectApiServing(t, '/after-deep-draft');
    });

    it('refuses the same as a publish and as a literal in the query', async () => {
      const path = '/deep-publish';
      const content = heroPage('uk', path);
      content.meta = { ...content.meta, extra: deeplyNested(2000) } as typeof content.meta;
      const published = await t.asEditor(PUBLISH, {
        input: { store_code: 'uk', path, content, base_revision: 0 },
      });
      expect(firstError(published).extensions?.category).toBe('graphql-input');
      expect(firstError(published).message).toContain('nested too deeply');

      const literal = `${'['.repeat(1200)}1${']'.repeat(1200)}`;
      const inQuery = await t.asEditor(
        `mutation { saveBuilderPageDraft(input: { store_code: "uk", path: "/deep-literal", base_revision: 0, content: ${literal} }) { revision } }`,
      );
      expect(firstError(inQuery).extensions?.category).toBe('graphql-input');
      expect(firstError(inQuery).message).toContain('nested too deeply');
      await expectApiServing(t, '/after-deep-publish');
    });

    it('refuses 520 nested Containers (valid blocks) and keeps serving', async () => {
      const path = '/containers';
      const content = { ...heroPage('uk', path), blocks: [nestedContainers(520)] };
      const saved = await save({ store_code: 'uk', path, content });
      expect(firstError(saved).extensions?.category).toBe('graphql-input');
      const published = await t.asEditor(PUBLISH, {
        input: { store_code: 'uk', path, content, base_revision: 0 },
      });
      expect(firstError(published).extensions?.category).toBe('graphql-input');
      await expectApiServing(t, '/after-containers');
    });

    it(`accepts blocks nested ${MAX_BLOCK_NESTING} levels deep and refuses one more with a clear message`, async () => {
      const fits = await save({
        store_code: 'uk',
        path: '/nested-ok',
        content: { ...heroPage('uk', '/nested-ok'), blocks: [nestedContainers(MAX_BLOCK_NESTING)] },
      });
      expect(fits.errors).toBeUndefined();
      const tooDeep = await save({
        store_code: 'uk',
        path: '/nested-too-deep',
        content: {
          ...heroPage('uk', '/nested-too-deep'),
          blocks: [nestedContainers(MAX_BLOCK_NESTING + 1)],
        },
      });
      expect(firstError(tooDeep).extensions?.category).toBe('graphql-input');
      expect(firstError(tooDeep).message).toContain(
        `Blocks can be nested at most ${MAX_BLOCK_NESTING} levels deep`,
      );
    });

    it('refuses a JSON value over the size limit', async () => {
      const path = '/huge';
      const content = heroPage('uk', path);
      content.blocks[0]!.props.description = 'x'.repeat(MAX_JSON_BYTES + 1);
      const result = await save({ store_code: 'uk', path, content });
      expect(firstError(result).extensions?.category).toBe('graphql-input');
      expect(firstError(result).message).toMatch(/^The JSON value is too large \(at most 2 MB\)/);
    });

    it('stores no prop a block schema does not know, and refuses unknown block types', async () => {
      const path = '/extra-props';
      // Unfinished (no hero image): the lenient path, which used to keep unknown values.
      const content = heroPage('uk', path, { imageUrl: '' });
      const hero = content.blocks[0]!;
      hero.props = {
        ...hero.props,
        payload: { deep: deeplyNested(20) },
        title: { not: 'a string' },
        backbgroundImage: { ...(hero.props.backbgroundImage as object), extra: 'x'.repeat(100) },
      };
      const saved = await save({ store_code: 'uk', path, content });
      expect(saved.errors).toBeUndefined();
      const props = (
        saved.data?.saveBuilderPageDraft.content as { blocks: { props: Record<string, unknown> }[] }
      ).blocks[0]!.props;
      expect(props).not.toHaveProperty('payload');
      expect(props).not.toHaveProperty('title');
      expect(props.backbgroundImage).not.toHaveProperty('extra');
      expect(props.backbgroundImage).toMatchObject({ alt: 'A pod vape' });

      const unknown = await save({
        store_code: 'uk',
        path: '/unknown-type',
        content: {
          ...heroPage('uk', '/unknown-type'),
          blocks: [{ id: 'x', type: 'Evil', version: 1, props: { blob: 'x' } }],
        },
      });
      expect(firstError(unknown).extensions?.category).toBe('graphql-input');
      expect(firstError(unknown).message).toBe(
        'The draft is not a valid page: unknown block type Evil',
      );
    });
  });

  describe('finding 2: NUL characters are an input error wherever they are sent', () => {
    it('builder page title', async () => {
      const created = await t.asEditor(
        `mutation($input: CreateBuilderPageInput!) { createBuilderPage(input: $input) { revision } }`,
        { input: { store_code: 'uk', path: '/nul-title', title: 'Spring\u0000sale' } },
      );
      const error = firstError(created);
      expect(error.extensions?.category).toBe('graphql-input');
      expect(error.message).toBe('Text must not contain NUL characters (field input.title).');
      const draft = await t.asEditor(DRAFT, { store: 'uk', path: '/nul-title' });
      expect(draft.data?.builderPageDraft).toBeNull();
    });

    it('draft content (a prop, the page title, an object key)', async () => {
      const path = '/nul-content';
      const inProp = heroPage('uk', path);
      inProp.blocks[0]!.props.title = 'Hello\u0000';
      const first = await save({ store_code: 'uk', path, content: inProp });
      expect(firstError(first).message).toBe(
        'Text must not contain NUL characters (field input.content.blocks.0.props.title).',
      );
      const inTitle = await save({
        store_code: 'uk',
        path,
        content: heroPage('uk', path, { title: '\u0000' }),
      });
      expect(firstError(inTitle).message).toBe(
        'Text must not contain NUL characters (field input.content.title).',
      );
      const inKey = { ...heroPage('uk', path), meta: { 'a\u0000b': 1 } };
      const third = await save({ store_code: 'uk', path, content: inKey });
      expect(firstError(third).extensions?.category).toBe('graphql-input');
      expect((await t.asEditor(DRAFT, { store: 'uk', path })).data?.builderPageDraft).toBeNull();
    });

    it('editor name (createEditor)', async () => {
      const result = await t.asEditor(
        `mutation($input: CreateEditorInput!) { createEditor(input: $input) { uid } }`,
        { input: { email: 'nul@lumo.test', name: 'Nu\u0000l', password: 'nul-password-1' } },
      );
      expect(firstError(result).extensions?.category).toBe('graphql-input');
      expect(firstError(result).message).toBe(
        'Text must not contain NUL characters (field input.name).',
      );
      const editors = await t.asEditor('{ editors { email } }');
      expect(editors.data?.editors).not.toContainEqual({ email: 'nul@lumo.test' });
    });

    it('media alt text (updateMediaAsset), as a variable and as a literal', async () => {
      const list = await t.asEditor('{ mediaAssets(pageSize: 1) { items { uid alt } } }');
      const asset = list.data?.mediaAssets.items[0] as { uid: string; alt: string };
      expect(asset).toBeDefined();
      const UPDATE = `mutation($uid: ID!, $alt: String!) { updateMediaAsset(uid: $uid, alt: $alt) { alt } }`;
      const variable = await t.asEditor(UPDATE, { uid: asset.uid, alt: 'A\u0000pod' });
      expect(firstError(variable).extensions?.category).toBe('graphql-input');
      expect(firstError(variable).message).toBe(
        'Text must not contain NUL characters (field alt).',
      );
      const literal = await t.asEditor(
        `mutation { updateMediaAsset(uid: ${JSON.stringify(asset.uid)}, alt: "A\\u0000pod") { alt } }`,
      );
      expect(firstError(literal).extensions?.category).toBe('graphql-input');
      expect(firstError(literal).message).toBe('Text must not contain NUL characters (field alt).');
      const after = await t.asEditor('{ mediaAssets(pageSize: 1) { items { uid alt } } }');
      expect(after.data?.mediaAssets.items[0]).toEqual(asset);
    });
  });

  describe('finding 4: one request cannot ask for page content many times', () => {
    it('refuses 20 aliases of a page content from an anonymous client', async () => {
      const aliases = Array.from(
        { length: 20 },
        (_, i) => `p${i}: builderPage(path: "/") { content }`,
      ).join('\n');
      const result = await gql(t.app, `{ ${aliases} }`);
      const error = firstError(result);
      expect(error.extensions?.category).toBe('graphql-input');
      expect(error.message).toBe(
        `This request selects page content (JSON fields) 20 times; at most ${MAX_JSON_FIELDS_PER_OPERATION} are allowed in one request.`,
      );
      expect(result.data ?? null).toBeNull();
    });

    it('counts a fragment each time it is spread', async () => {
      const result = await gql(
        t.app,
        `fragment F on BuilderPage { content }
         { a: builderPage(path: "/") { ...F } b: builderPage(path: "/") { ...F } c: builderPage(path: "/") { ...F } }`,
      );
      expect(firstError(result).message).toContain('3 times');
    });

    it("serves the storefront's own page query", async () => {
      const result = await gql(t.app, print(operations.BuilderPageDocument), { path: '/' });
      expect(result.errors).toBeUndefined();
      expect(result.data?.builderPage.content).toMatchObject({ path: '/', storeView: 'uk' });
    });
  });

  describe('finding 5: a block version newer than its type is refused', () => {
    it('at draft save and at publish', async () => {
      const path = '/future-hero';
      const content = heroPage('uk', path);
      content.blocks[0]!.version = heroBanner.version + 1;
      const message = `Block "hero-1" (${heroBanner.label}) has version ${heroBanner.version + 1}, but the newest version of that block is ${heroBanner.version}; reload the editor to get the current blocks`;
      const saved = await save({ store_code: 'uk', path, content });
      expect(firstError(saved).extensions?.category).toBe('graphql-input');
      expect(firstError(saved).message).toContain(message);
      const published = await t.asEditor(PUBLISH, {
        input: { store_code: 'uk', path, content, base_revision: 0 },
      });
      expect(firstError(published).extensions?.category).toBe('graphql-input');
      expect(firstError(published).message).toContain(message);
      expect((await t.asEditor(DRAFT, { store: 'uk', path })).data?.builderPageDraft).toBeNull();
    });
  });

  describe('finding 6: base_revision is required', () => {
    it('refuses a save without it, and 0 ("new page") where a page exists', async () => {
      const path = '/revisions';
      const omitted = await t.asEditor(SAVE, {
        input: { store_code: 'uk', path, content: heroPage('uk', path) },
      });
      expect(firstError(omitted).message).toContain('base_revision');
      expect((await t.asEditor(DRAFT, { store: 'uk', path })).data?.builderPageDraft).toBeNull();

      const first = await save({ store_code: 'uk', path, content: heroPage('uk', path) });
      expect(first.data?.saveBuilderPageDraft.revision).toBe(1);
      const blind = await save({
        store_code: 'uk',
        path,
        content: heroPage('uk', path, { title: 'Overwritten' }),
        base_revision: 0,
      });
      expect(firstError(blind).extensions?.code).toBe('DRAFT_CONFLICT');
      const publishedBlind = await t.asEditor(PUBLISH, {
        input: { store_code: 'uk', path, base_revision: 0 },
      });
      expect(firstError(publishedBlind).extensions?.code).toBe('DRAFT_CONFLICT');
      const publishOmitted = await t.asEditor(PUBLISH, { input: { store_code: 'uk', path } });
      expect(firstError(publishOmitted).message).toContain('base_revision');
      const draft = await t.asEditor(DRAFT, { store: 'uk', path });
      expect(draft.data?.builderPageDraft).toEqual({ title: 'Spring campaign', revision: 1 });
    });
  });

  describe('finding 7: script URLs hidden with controls or whitespace', () => {
    it.each([
      ['a tab inside', 'java\tscript:alert(1)'],
      ['a control character before', '\u0001javascript:alert(1)'],
      ['a newline inside and mixed case', ' JaVa\nScRiPt:alert(1)'],
      ['vbscript with a carriage return', 'vb\rscript:msgbox(1)'],
    ])('drops %s from an unfinished draft', async (_name, href) => {
      const path = `/script-${Buffer.from(href).toString('hex').slice(0, 12)}`;
      const content = heroPage('uk', path, { imageUrl: '' });
      content.blocks[0]!.props.buttonHref = href;
      const saved = await save({ store_code: 'uk', path, content });
      expect(saved.errors).toBeUndefined();
      const props = (
        saved.data?.saveBuilderPageDraft.content as { blocks: { props: Record<string, unknown> }[] }
      ).blocks[0]!.props;
      expect(props.buttonHref).toBe('');
    });
  });
});

describe('finding 3: introspection', () => {
  const SCHEMA = '{ __schema { queryType { name } } }';

  it('is on in development and tests', async () => {
    const t = await createTestApp();
    try {
      const result = await gql(t.app, SCHEMA);
      expect(result.data?.__schema).toEqual({ queryType: { name: 'Query' } });
    } finally {
      await t.close();
    }
  });

  it('is refused with production settings, other queries still work', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).introspection).toBe(true);
    const t = await createTestApp({ config: { introspection: false } });
    try {
      const result = await gql(t.app, SCHEMA);
      expect(result.data ?? null).toBeNull();
      expect(firstError(result).message).toMatch(/introspection has been disabled/);
      const type = await gql(t.app, '{ __type(name: "BuilderPage") { fields { name } } }');
      expect(firstError(type).message).toMatch(/introspection has been disabled/);
      const store = await gql(t.app, '{ storeConfig { store_code } }');
      expect(store.data?.storeConfig).toEqual({ store_code: 'uk' });
    } finally {
      await t.close();
    }
  });
});
