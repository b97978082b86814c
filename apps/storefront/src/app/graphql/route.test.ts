import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parse } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, unusedPortUrl } from '@/test/fake-api';
import {
  rootFieldsOf,
  SERVER_ONLY_ROOT_FIELDS,
  STOREFRONT_ROOT_FIELDS,
} from '@/features/graphql-proxy/storefront-operations';
import { appendForwardedFor } from '../../../server/forwarded-for.mjs';
import { GET, POST } from './route';

const graphqlPackage = join(import.meta.dirname, '../../../../../packages/graphql');
/** Every `.graphql` file under a folder of packages/graphql, with its text. */
function graphqlFiles(folder: string): { file: string; text: string }[] {
  const root = join(graphqlPackage, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

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

describe('POST /graphql refuses editor operations (penetration test: the shop was a door to them)', () => {
  const post = (query: string, variables: Record<string, unknown> = {}) =>
    POST(graphQLRequest({}, JSON.stringify({ query, variables })));

  it('refuses generateEditorToken with 403 and a GraphQL error, without calling the api', async () => {
    const response = await post(
      'mutation($e: String!, $p: String!) { generateEditorToken(email: $e, password: $p) { token } }',
      { e: 'ada@lumo.test', p: 'guess-number-1' },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Not available through the shop: generateEditorToken.',
          extensions: { category: 'graphql-authorization' },
        },
      ],
    });
    expect(api.requests).toHaveLength(0);
  });

  it('refuses the customer token operations: only the storefront server holds the token', async () => {
    for (const query of [
      'mutation { generateCustomerToken(email: "a@b.c", password: "x") { token } }',
      'mutation { t: revokeCustomerToken { result } }',
    ]) {
      expect((await post(query)).status, query).toBe(403);
    }
    expect(api.requests).toHaveLength(0);
  });

  it('finds editor fields behind aliases, fragments, inline fragments and a second operation', async () => {
    const hidden = [
      'mutation { signIn: generateEditorToken(email: "a@b.c", password: "x") { token } }',
      'mutation { ...M } fragment M on Mutation { revokeEditorToken { result } }',
      '{ storeConfig { store_code } ... on Query { editors { email } } }',
      'query Shop { storeConfig { store_code } } query Other { builderPages { uid } }',
      '{ __schema { types { name } } }',
    ];
    for (const query of hidden) {
      expect((await post(query)).status, query).toBe(403);
    }
    expect(api.requests).toHaveLength(0);
  });

  it('refuses what it cannot parse with 400', async () => {
    for (const body of [
      '{ not json',
      JSON.stringify({ query: 'mutation {' }),
      '[{"query":"{ storeConfig { store_code } }"}]',
      '{}',
    ]) {
      const response = await POST(graphQLRequest({}, body));
      expect(response.status, body).toBe(400);
      expect((await response.json()).errors[0].extensions.category).toBe('graphql-input');
    }
    expect(api.requests).toHaveLength(0);
  });

  it('refuses every root field of the editor schema except the public builderPage and siteFooter', async () => {
    const editorSdl = ['editor.graphql', 'builder.graphql', 'media.graphql'].map((file) =>
      readFileSync(join(graphqlPackage, 'schema', file), 'utf8'),
    );
    const fields = editorSdl.flatMap((sdl) =>
      parse(sdl).definitions.flatMap((definition) =>
        definition.kind === 'ObjectTypeExtension' &&
        ['Query', 'Mutation'].includes(definition.name.value)
          ? (definition.fields ?? []).map((field) => ({
              field: field.name.value,
              type: definition.name.value === 'Query' ? 'query' : 'mutation',
            }))
          : [],
      ),
    );
    expect(fields.map(({ field }) => field)).toEqual(
      expect.arrayContaining([
        'generateEditorToken',
        'saveBuilderPageDraft',
        'builderPageDraft',
        'createBuilderPreviewToken',
        'touchBuilderPagePresence',
        'deleteMediaAsset',
        'createEditor',
      ]),
    );
    for (const { field, type } of fields) {
      // Public reads: a published page, the published site footer (ADR 0022).
      if (field === 'builderPage' || field === 'siteFooter') continue;
      const response = await post(`${type} { ${field} { __typename } }`);
      expect(response.status, field).toBe(403);
    }
    expect(api.requests).toHaveLength(0);
  });

  it("refuses every operation of the editor app that reaches editor data and passes every one of the storefront's", async () => {
    const editorOperations = graphqlFiles('operations/editor');
    let refused = 0;
    let publicOnly = 0;
    for (const { file, text } of editorOperations) {
      const document = parse(text);
      if (!document.definitions.some((d) => d.kind === 'OperationDefinition')) continue;
      // Fragments from other files are not needed: the root fields are what counts. The editor's
      // catalogue picker reads only what shoppers may read (products, categories).
      const onlyPublic = [...rootFieldsOf(document)].every((field) =>
        STOREFRONT_ROOT_FIELDS.has(field),
      );
      const response = await post(text);
      expect(response.status, file).toBe(onlyPublic ? 200 : 403);
      if (onlyPublic) publicOnly += 1;
      else refused += 1;
    }
    expect(refused).toBeGreaterThan(20);
    expect(api.requests).toHaveLength(publicOnly);
    api.requests.length = 0;

    const catalogImport = await post(
      'mutation { importCatalog(input: { rows: [] }) { created updated } }',
    );
    expect(catalogImport.status).toBe(403);
    expect(api.requests).toHaveLength(0);

    // Fragment-only files are parts of operations, not requests of their own.
    const storefrontOperations = graphqlFiles('operations/storefront').filter(({ text }) =>
      parse(text).definitions.some((d) => d.kind === 'OperationDefinition'),
    );
    expect(storefrontOperations.length).toBeGreaterThan(0);
    // The account's sign-in and sign-out mint and end the customer token: only the shop's
    // server sends them (ADR 0026), so the browser's door refuses them.
    let serverOnly = 0;
    for (const { file, text } of storefrontOperations) {
      const fields = rootFieldsOf(parse(text));
      expect(fields.size, file).toBeGreaterThan(0);
      const onlyServer = [...fields].some((field) => SERVER_ONLY_ROOT_FIELDS.has(field));
      const response = await post(text, { path: '/' });
      expect(response.status, file).toBe(onlyServer ? 403 : 200);
      if (onlyServer) serverOnly += 1;
    }
    expect(serverOnly).toBe(2);
    expect(api.requests).toHaveLength(storefrontOperations.length - serverOnly);
  });
});

describe('X-Forwarded-For to the api (penetration test: every sign-in came from 127.0.0.1)', () => {
  let shop: Server;
  let shopUrl: string;
  beforeAll(async () => {
    // What server.mjs does before Next.js, then the route handler.
    shop = createServer((request, response) => {
      appendForwardedFor(request);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        void POST(
          new Request(`${shopUrl}${request.url}`, {
            method: request.method,
            headers,
            body: Buffer.concat(chunks),
          }),
        ).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

  it("ends with the browser's socket address, after whatever the client wrote", async () => {
    const send = (headers: Record<string, string>) =>
      fetch(`${shopUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: query,
      });
    expect((await send({ 'x-forwarded-for': '6.6.6.6' })).status).toBe(200);
    expect((await send({})).status).toBe(200);
    const [spoofed, plain] = api.requests.map((request) => request.headers['x-forwarded-for']);
    // The test's client connects from 127.0.0.1: that is the peer the api must see last.
    expect(spoofed).toBe('6.6.6.6, 127.0.0.1');
    expect(plain).toBe('127.0.0.1');
  });
});
