import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  createTestApp,
  firstError,
  gql,
  signedInTestApp,
  type TestApp,
} from '../test/test-app';
import { SIGN_IN_FAILED_MESSAGE } from '../features/editors/editor-service';
import { clientAddressOf, proxyTrustOfList } from './security';

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
    expect(crossSite.errors?.[0]?.message).toBe(
      'Requests from https://evil.example are not allowed to use the editor session.',
    );
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

describe('client address (penetration test: every call through a proxy came from 127.0.0.1)', () => {
  const loopback = proxyTrustOfList(['loopback']);
  const addressOf = (socket: string, forwardedFor?: string, trust = loopback) =>
    clientAddressOf(
      new Request('http://localhost:4000/graphql', {
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      }),
      socket,
      trust,
    );

  it('takes the right-most hop that is not a trusted proxy', () => {
    // The storefront on loopback appended the browser's socket address after what the client sent.
    expect(addressOf('127.0.0.1', '6.6.6.6, 198.51.100.9')).toBe('198.51.100.9');
    expect(addressOf('::1', '198.51.100.9')).toBe('198.51.100.9');
    expect(addressOf('::ffff:127.0.0.1', '198.51.100.9')).toBe('198.51.100.9');
    // A client talking to the api directly cannot name another address.
    expect(addressOf('203.0.113.5', '6.6.6.6')).toBe('203.0.113.5');
    expect(addressOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    // Several trusted hops (a load balancer on the private network in front of the storefront).
    const chain = proxyTrustOfList(['loopback', '10.0.0.0/8']);
    expect(addressOf('127.0.0.1', '6.6.6.6, 198.51.100.9, 10.0.0.5', chain)).toBe('198.51.100.9');
    // Junk from a trusted hop does not become the address.
    expect(addressOf('127.0.0.1', 'not-an-address')).toBe('127.0.0.1');
    // TRUSTED_PROXIES=none: the socket, whatever the header says.
    expect(addressOf('127.0.0.1', '198.51.100.9', proxyTrustOfList([]))).toBe('127.0.0.1');
  });

  describe('sign-in through the storefront or editor proxy', () => {
    let t: TestApp;
    beforeEach(async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T09:00:00Z') });
      t = await createTestApp();
    });
    afterEach(async () => {
      vi.useRealTimers();
      await t.close();
    });
    /** generateEditorToken as the storefront/editor proxy on 127.0.0.1 forwards it. */
    const viaProxy = async (password: string, forwardedFor: string) => {
      const response = await t.app.fetch(
        new Request('http://localhost:4000/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({
            query: `mutation($e: String!, $p: String!) { generateEditorToken(email: $e, password: $p) { token } }`,
            variables: { e: ADMIN.email, p: password },
          }),
        }),
        { remoteAddress: '127.0.0.1' },
      );
      return (await response.json()) as {
        data?: { generateEditorToken?: { token: string } } | null;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      };
    };

    it('limits an attacker by the real hop however it rotates X-Forwarded-For, and lets the admin in', async () => {
      expect(
        (await viaProxy(ADMIN.password, '198.51.100.20')).data?.generateEditorToken?.token,
      ).toBeTruthy();
      for (let i = 0; i < 10; i += 1) {
        vi.setSystemTime(Date.now() + 61_000);
        // What the attacker sends, then what the storefront appends (its peer).
        const result = await viaProxy('a-wrong-guess', `10.9.${i}.${i}, 203.0.113.66`);
        expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED_MESSAGE);
      }
      vi.setSystemTime(Date.now() + 61_000);
      const rotated = await viaProxy(ADMIN.password, '10.99.99.99, 203.0.113.66');
      expect(rotated.data?.generateEditorToken).toBeFalsy();
      expect(rotated.errors?.[0]?.message).toMatch(/^Too many failed sign-in attempts\. Try/);
      expect(rotated.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
      // The admin, through the same proxy from their own address, is not locked out.
      expect(
        (await viaProxy(ADMIN.password, '198.51.100.20')).data?.generateEditorToken?.token,
      ).toBeTruthy();
    });

    it('does not believe X-Forwarded-For from a client that is not a trusted proxy', async () => {
      for (let i = 0; i < 10; i += 1) {
        vi.setSystemTime(Date.now() + 61_000);
        const result = await gql(
          t.app,
          `mutation { generateEditorToken(email: "${ADMIN.email}", password: "wrong-guess-${i}") { token } }`,
          {},
          { remoteAddress: '203.0.113.66' },
        );
        expect(firstError(result).message).toBe(SIGN_IN_FAILED_MESSAGE);
      }
      vi.setSystemTime(Date.now() + 61_000);
      const response = await t.app.fetch(
        new Request('http://localhost:4000/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
          body: JSON.stringify({
            query: `mutation { generateEditorToken(email: "${ADMIN.email}", password: "${ADMIN.password}") { token } }`,
          }),
        }),
        { remoteAddress: '203.0.113.66' },
      );
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    });
  });
});
