// Helpers of the multi-process tests: the cluster's URLs (set by scripts/multi-process/run.mjs)
// and plain HTTP calls that report which process answered (HAProxy's X-Served-By).

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:multi`);
  return value;
}

export const env = {
  api: required('MULTI_API_URL'),
  storefront: required('MULTI_STOREFRONT_URL'),
  apis: required('MULTI_API_URLS').split(','),
  storefronts: required('MULTI_STOREFRONT_URLS').split(','),
  editorEmail: required('MULTI_EDITOR_EMAIL'),
  editorPassword: required('MULTI_EDITOR_PASSWORD'),
};

/**
 * One GraphQL call to an api (the load balancer unless `apiUrl` names one process). Answers the
 * body and the process that served it; never throws on GraphQL errors.
 */
export async function graphql(
  query,
  variables = {},
  { token, apiUrl = env.api, store = 'ie' } = {},
) {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  return { ...body, servedBy: response.headers.get('x-served-by'), status: response.status };
}

/** Like graphql() but throws on errors and answers the data only. */
export async function data(query, variables, options) {
  const body = await graphql(query, variables, options);
  if (body.errors?.length) {
    throw new Error(`${query.slice(0, 60)}: ${body.errors.map((e) => e.message).join('; ')}`);
  }
  return body.data;
}

/**
 * A storefront page, from the load balancer or one process. Each response has its own script
 * nonce (ADR 0040), named in its CSP: it is masked, so two answers of one cached render compare
 * equal. A process whose nonce template differed from the renderer's would leave the template
 * in the page unmasked, and the comparison would fail.
 */
export async function page(storePath, base = env.storefront) {
  const response = await fetch(`${base}${storePath}`, { redirect: 'manual' });
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    servedBy: response.headers.get('x-served-by'),
    html: nonce ? html.replaceAll(nonce, 'NONCE') : html,
  };
}

/** Polls `check` until it is true or `timeoutMs` passed; answers the last value it saw. */
export async function poll(read, check, { timeoutMs = 5000, intervalMs = 100 } = {}) {
  const started = Date.now();
  let last = await read();
  while (!check(last) && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    last = await read();
  }
  return last;
}

export async function editorToken(email = env.editorEmail, password = env.editorPassword) {
  const result = await data(
    'mutation($email: String!, $password: String!) { generateEditorToken(email: $email, password: $password) { token } }',
    { email, password },
  );
  return result.generateEditorToken.token;
}
