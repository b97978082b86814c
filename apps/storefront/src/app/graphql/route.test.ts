import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, unusedPortUrl } from '@/test/fake-api';
import { GET, POST } from './route';

const query = JSON.stringify({ query: '{ storeConfig { store_code } }' });

let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi(() => ({
    headers: { 'X-Country-Restriction': 'valid', 'x-session-lifetime': '3600', 'x-internal': 'no' },
    body: { data: { storeConfig: { store_code: 'gr' } } },
  }));
  process.env.API_URL = api.url;
});

afterEach(() => {
  api.requests.length = 0;
});

afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

function graphQLRequest(headers: Record<string, string>, body: BodyInit = query, method = 'POST') {
  return new Request('http://shop.test/graphql', {
    method,
    headers: { host: 'shop.test', 'content-type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : body,
  });
}

describe('POST /graphql', () => {
  it('forwards the body with the Store header and the customer token from the cookie', async () => {
    const response = await POST(
      graphQLRequest({
        origin: 'http://shop.test',
        store: 'gr',
        cookie: 'theme=dark; customer_token=tok%2Ben123; other=1',
      }),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'gr' } } });
    const [forwarded] = api.requests;
    expect(forwarded?.url).toBe('/graphql');
    expect(forwarded?.body).toBe(query);
    expect(forwarded?.headers.store).toBe('gr');
    expect(forwarded?.headers.authorization).toBe('Bearer tok+en123');
    // The browser's cookies stay with the storefront.
    expect(forwarded?.headers.cookie).toBeUndefined();
  });

  it('passes X-Country-Restriction and x-session-lifetime back, and nothing else of the api', async () => {
    const response = await POST(graphQLRequest({}));
    expect(response.headers.get('x-country-restriction')).toBe('valid');
    expect(response.headers.get('x-session-lifetime')).toBe('3600');
    expect(response.headers.get('x-internal')).toBeNull();
  });

  it('sends no Authorization header for a guest', async () => {
    await POST(graphQLRequest({ cookie: 'theme=dark' }));
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('takes the store view from the Referer path prefix, else uk', async () => {
    await POST(graphQLRequest({ referer: 'http://shop.test/ch/devices' }));
    await POST(graphQLRequest({ referer: 'http://shop.test/devices' }));
    await POST(graphQLRequest({ store: 'nowhere' }));
    expect(api.requests.map((request) => request.headers.store)).toEqual(['ch', 'uk', 'uk']);
  });

  it('refuses GET with 405', async () => {
    const response = await GET(graphQLRequest({}, query, 'GET'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(api.requests).toHaveLength(0);
  });

  it('refuses cross-origin calls with 403', async () => {
    const fromOrigin = await POST(graphQLRequest({ origin: 'https://evil.example' }));
    const fromSite = await POST(graphQLRequest({ 'sec-fetch-site': 'cross-site' }));
    expect(fromOrigin.status).toBe(403);
    expect(fromSite.status).toBe(403);
    expect(api.requests).toHaveLength(0);
  });

  it('accepts only JSON bodies (a form post cannot reach the api)', async () => {
    const response = await POST(
      graphQLRequest({ 'content-type': 'application/x-www-form-urlencoded' }, 'query=%7Ba%7D'),
    );
    expect(response.status).toBe(415);
    expect(api.requests).toHaveLength(0);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const huge = JSON.stringify({ query: `{ a }`, variables: { pad: 'x'.repeat(200 * 1024) } });
    const response = await POST(graphQLRequest({}, huge));
    expect(response.status).toBe(413);
    expect(api.requests).toHaveLength(0);
  });

  it('answers 502 with a GraphQL-shaped error when the api is down', async () => {
    process.env.API_URL = await unusedPortUrl();
    try {
      const response = await POST(graphQLRequest({}));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        errors: [{ message: 'The shop service is unavailable' }],
      });
    } finally {
      process.env.API_URL = api.url;
    }
  });
});
