import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../test/test-app';
import { API_DEFAULT_CONTENT_SECURITY_POLICY } from './response-headers';

/** The editor's sign-in as a browser sends it, through whatever `headers` and socket say. */
async function signInCookie(
  t: TestApp,
  { url = 'http://localhost:4000/graphql', headers = {}, remoteAddress = '127.0.0.1' } = {} as {
    url?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  },
) {
  const response = await t.app.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: `mutation($e: String!, $p: String!) { generateEditorToken(email: $e, password: $p) { token } }`,
        variables: { e: ADMIN.email, p: ADMIN.password },
      }),
    }),
    { remoteAddress },
  );
  const cookie = response.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^editor_token=[^;]+/);
  return { cookie, attributes: cookie.split('; ').slice(1), response };
}

describe('editor session cookie behind TLS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is Secure when the trusted proxy (the editor server) says the browser used https', async () => {
    const { attributes } = await signInCookie(t, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('HttpOnly');
  });

  it('is Secure when the api itself is reached over https', async () => {
    const { attributes } = await signInCookie(t, { url: 'https://api.lumo.test/graphql' });
    expect(attributes).toContain('Secure');
  });

  it('works over plain http locally (no Secure, or the browser would drop it)', async () => {
    const { attributes } = await signInCookie(t);
    expect(attributes).not.toContain('Secure');
  });

  it('does not believe X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const { attributes } = await signInCookie(t, {
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(attributes).not.toContain('Secure');
  });
});

describe('api response headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends nosniff, no referrer and a deny-all, unframeable policy with GraphQL and 404 answers', async () => {
    const { response } = await signInCookie(t);
    const missing = await t.app.fetch(new Request('http://localhost:4000/nothing-here'));
    for (const answer of [response, missing]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('content-security-policy')).toBe(
        API_DEFAULT_CONTENT_SECURITY_POLICY,
      );
    }
    expect(API_DEFAULT_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
