import { Kind, print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as operations from '@lumo/graphql';
import { createTestApp, gql, type TestApp } from '../test/test-app';
import { GRAPHQL_LIMITS } from './graphql-limits';

/** Messages of graphql-armor's refusals (exposeLimits: the client reads the limit). */
const ARMOR_REFUSAL = /limit of \d+ exceeded/i;

const documents = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && (entry[1] as DocumentNode)?.kind === Kind.DOCUMENT,
);

async function post(t: TestApp, body: unknown) {
  const response = await t.app.fetch(
    new Request('http://localhost:4000/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'uk' },
      body: JSON.stringify(body),
    }),
    { remoteAddress: '203.0.113.50' },
  );
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as Record<string, unknown> };
}

/** The error messages of a refused operation (run without side effects: it never executes). */
async function refusal(t: TestApp, query: string, variables: Record<string, unknown> = {}) {
  const result = await gql(t.app, query, variables, { store: 'uk' });
  expect(result.data ?? null).toBeNull();
  expect(result.errors?.length).toBeGreaterThan(0);
  return result.errors!.map((error) => error.message);
}

/** `{ a { b { a { b … } } } }` through the category tree, `levels` fields deep. */
function nestedCategories(levels: number): string {
  let inner = 'uid';
  for (let level = 0; level < levels - 3; level += 1) inner = `children { ${inner} }`;
  return `{ categories { items { ${inner} } } }`;
}

describe('GraphQL depth, alias, directive, token and cost limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it(`every storefront and editor operation (${documents.length}) passes every limit`, async () => {
    expect(documents.length).toBeGreaterThan(100);
    for (const [name, document] of documents) {
      // Without variables an operation stops at variable coercion, after the limits ran.
      const result = await gql(t.app, print(document), {}, { store: 'uk' });
      const refused = (result.errors ?? []).filter((error) => ARMOR_REFUSAL.test(error.message));
      expect(refused, name).toEqual([]);
    }
  });

  it('refuses nesting through the category tree deeper than the depth limit', async () => {
    const within = await gql(t.app, nestedCategories(GRAPHQL_LIMITS.maxDepth), {}, { store: 'uk' });
    expect(within.errors ?? []).toEqual([]);
    const messages = await refusal(t, nestedCategories(GRAPHQL_LIMITS.maxDepth + 1));
    expect(messages).toContain(
      `Syntax Error: Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found ${GRAPHQL_LIMITS.maxDepth + 1}.`,
    );
  });

  it('fragment spreads cannot hide depth', async () => {
    // The same 21 levels as above, one fragment per level. armor's cost estimate weighs a chain
    // of fragments far above the same fields inline, so either limit may refuse it first.
    const levels = GRAPHQL_LIMITS.maxDepth + 1;
    const count = levels - 2;
    const fragments = Array.from({ length: count }, (_, index) =>
      index === count - 1
        ? `fragment F${index} on CategoryTree { uid }`
        : `fragment F${index} on CategoryTree { children { ...F${index + 1} } }`,
    );
    const messages = await refusal(t, `{ categories { items { ...F0 } } } ${fragments.join('\n')}`);
    expect(messages.some((message) => /(depth|Cost) limit of \d+ exceeded/.test(message))).toBe(
      true,
    );
  });

  it('refuses more aliases than the limit, and 1000 aliases', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `a${index}: storeConfig { store_code }`).join(' ')} }`;
    const within = await gql(t.app, aliases(GRAPHQL_LIMITS.maxAliases), {}, { store: 'uk' });
    expect(within.errors ?? []).toEqual([]);
    expect(await refusal(t, aliases(GRAPHQL_LIMITS.maxAliases + 1))).toContain(
      `Syntax Error: Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found ${GRAPHQL_LIMITS.maxAliases + 1}.`,
    );
    const thousand = await refusal(t, aliases(1000));
    expect(thousand.some((message) => ARMOR_REFUSAL.test(message))).toBe(true);
  });

  it('refuses fragment cycles without hanging', async () => {
    const messages = await refusal(
      t,
      `{ ...A } fragment A on Query { storeConfig { store_code } ...B } fragment B on Query { ...A }`,
    );
    expect(messages.join(' ')).toMatch(/Cannot spread fragment "A" within itself via "B"/);
  });

  it('refuses more directives than the limit', async () => {
    const directives = ' @include(if: true)'.repeat(GRAPHQL_LIMITS.maxDirectives + 1);
    expect(await refusal(t, `{ storeConfig${directives} { store_code } }`)).toContain(
      `Syntax Error: Directives limit of ${GRAPHQL_LIMITS.maxDirectives} exceeded, found ${GRAPHQL_LIMITS.maxDirectives + 1}.`,
    );
  });

  it('refuses a document with more tokens than the limit before validating it', async () => {
    const fields = ' store_code'.repeat(GRAPHQL_LIMITS.maxTokens);
    expect(await refusal(t, `{ storeConfig { ${fields} } }`)).toContain(
      `Syntax Error: Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`,
    );
  });

  it('refuses an operation within the depth and alias limits whose estimated cost is too high', async () => {
    // 20 aliases (the limit) of a 16-level category tree (depth limit 20).
    const tree = nestedCategories(16).slice(1, -1);
    const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, index) => `a${index}: ${tree}`).join(' ')} }`;
    const messages = await refusal(t, query);
    expect(
      messages.some((message) =>
        new RegExp(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`).test(message),
      ),
    ).toBe(true);
  });

  it('refuses batched requests (an array of operations)', async () => {
    const one = { query: '{ storeConfig { store_code } }' };
    const result = await post(
      t,
      Array.from({ length: 50 }, () => one),
    );
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.text).not.toContain('store_code');
    expect(JSON.stringify(result.json)).toMatch(/batch|array|object/i);
  });

  it('refuses huge input lists with an input error, not an unexpected one', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => `item-${index}`);
    const cases: [string, Record<string, unknown>][] = [
      [
        'query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier } } }',
        { ids: many },
      ],
      [
        'query ($skus: [String]) { products(filter: { sku: { in: $skus } }) { total_count } }',
        { skus: many },
      ],
      ['query ($urls: [String!]!) { jtiHeadlessUrls(urls: $urls) { __typename } }', { urls: many }],
    ];
    for (const [query, variables] of cases) {
      const result = await gql(t.app, query, variables, { store: 'uk' });
      const error = result.errors?.[0];
      expect(error?.message, query).toBeDefined();
      expect(error?.message).not.toMatch(/unexpected/i);
      expect(error?.extensions?.category).toBe('graphql-input');
    }
  });
});
