import { describe, expect, it } from 'vitest';
import { createTestApp, gql, signedInTestApp } from '../test/test-app';

describe('HTTP security baseline', () => {
  const t = signedInTestApp();

  it('refuses mutations over GET', async () => {
    const query = encodeURIComponent('mutation { revokeEditorToken { result } }');
    const response = await t.app.fetch(
      new Request(`http://localhost:4000/graphql?query=${query}`, {
        headers: { accept: 'application/json', authorization: `Bearer ${t.token}` },
      }),
    );
    expect(response.status).toBe(405);
    expect((await t.asEditor('{ editorMe { email } }')).data?.editorMe).not.toBeNull();
  });

  it('answers queries over GET', async () => {
    const query = encodeURIComponent('{ storeConfig { store_code } }');
    const response = await t.app.fetch(
      new Request(`http://localhost:4000/graphql?query=${query}`, {
        headers: { accept: 'application/json' },
      }),
    );
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'uk' } } });
  });

  it('accepts POST only with a JSON body', async () => {
    const response = await t.app.fetch(
      new Request('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'query=mutation%20%7B%20revokeEditorToken%20%7B%20result%20%7D%20%7D',
      }),
    );
    expect(response.status).toBe(415);
  });

  it('allows CORS with credentials only for the configured origins', async () => {
    const allowed = await t.app.fetch(
      new Request('http://localhost:4000/graphql', {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST' },
      }),
    );
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('store');

    const foreign = await gql(
      t.app,
      '{ storeConfig { store_code } }',
      {},
      { origin: 'https://evil.example' },
    );
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a cookie-authenticated POST from a foreign origin, but not a Bearer one', async () => {
    const cookie = `editor_token=${t.token}`;
    const crossSite = await gql(
      t.app,
      '{ editorMe { email } }',
      {},
      { cookie, origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const fromEditor = await gql(
      t.app,
      '{ editorMe { email } }',
      {},
      { cookie, origin: 'http://localhost:3001' },
    );
    expect(fromEditor.data?.editorMe.email).toBe('ada@lumo.test');
    const noOrigin = await gql(t.app, '{ editorMe { email } }', {}, { cookie });
    expect(noOrigin.data?.editorMe.email).toBe('ada@lumo.test');
    const bearer = await gql(
      t.app,
      '{ editorMe { email } }',
      {},
      { token: t.token, origin: 'https://evil.example' },
    );
    expect(bearer.data?.editorMe.email).toBe('ada@lumo.test');
  });

  it('limits aliases and query size', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: storeConfig { store_code }`).join(
      ' ',
    );
    const tooMany = await gql(t.app, `{ ${aliases} }`);
    expect(tooMany.data ?? null).toBeNull();
    expect(tooMany.errors?.[0]?.message).toMatch(/aliases/i);
    const fields = (n: number) => Array.from({ length: n }, () => 'store_code').join(' ');
    const costly = await gql(t.app, `{ storeConfig { ${fields(1000)} } }`);
    expect(costly.data ?? null).toBeNull();
    expect(costly.errors?.length).toBeGreaterThan(0);
    const huge = await gql(t.app, `{ storeConfig { ${fields(4500)} } }`);
    expect(huge.errors?.[0]?.message).toBe('Syntax Error: Token limit of 4000 exceeded.');
  });

  it('masks unexpected errors and logs them', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const result = await gql(broken.app, '{ builderPage(path: "/") { uid } }');
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(result.errors)).not.toMatch(/pglite|closed|stack/i);
    expect(broken.logger.entries.map((entry) => entry.message)).toContain(
      'Unexpected error in a GraphQL operation',
    );
    const health = await broken.app.fetch(new Request('http://localhost:4000/health'));
    expect(health.status).toBe(503);
    await broken.close();
  });

  it('answers unknown paths with 404', async () => {
    const response = await t.app.fetch(new Request('http://localhost:4000/nothing-here'));
    expect(response.status).toBe(404);
  });
});
