import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type RecordedRequest } from '@/test/fake-api';

/** The cookie jar and request headers of next/headers, in memory. */
const jar = new Map<string, { value: string; options: Record<string, unknown> }>();
const requestHeaders = new Headers();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) =>
      jar.set(name, { value, options }),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => requestHeaders,
}));

const {
  loginAction,
  logoutAction,
  newsletterSignupAction,
  registerAction,
  requestPasswordResetAction,
} = await import('./actions');

let reply: (request: RecordedRequest) => {
  status?: number;
  headers?: Record<string, string>;
  body: unknown;
};
const api = await startFakeApi((request) => reply(request));
const previousApiUrl = process.env.API_URL;

beforeAll(() => {
  process.env.API_URL = api.url;
});
afterAll(async () => {
  process.env.API_URL = previousApiUrl;
  await api.close();
});
beforeEach(() => {
  jar.clear();
  api.requests.length = 0;
});

const operation = (request: RecordedRequest) =>
  (JSON.parse(request.body) as { query: string }).query.match(/(?:mutation|query) (\w+)/)?.[1];

describe('loginAction', () => {
  it('keeps the token in the httpOnly cookie and answers only a same-site redirect', async () => {
    reply = () => ({
      headers: { 'x-session-lifetime': '1800' },
      body: { data: { generateCustomerToken: { token: 'secret-token-123' } } },
    });
    const result = await loginAction('uk', '/dashboard/communication', {
      email: 'ada@lumo.test',
      password: 'Pass-word-1',
    });
    expect(result).toEqual({ ok: true, redirectTo: '/dashboard/communication' });
    expect(JSON.stringify(result)).not.toContain('secret-token-123');
    expect(jar.get('customer_token')).toEqual({
      value: 'secret-token-123',
      options: expect.objectContaining({
        httpOnly: true,
        sameSite: 'lax',
        secure: false,
        maxAge: 1800,
        path: '/',
      }),
    });
    expect(jar.get('customer_session')?.options).toMatchObject({ httpOnly: false });
    expect(api.requests[0]?.headers.store).toBe('uk');
  });

  it('refuses another origin as the return path', async () => {
    reply = () => ({ body: { data: { generateCustomerToken: { token: 't' } } } });
    const result = await loginAction('gr', '//evil.example/', {
      email: 'ada@lumo.test',
      password: 'x',
    });
    expect(result).toEqual({ ok: true, redirectTo: '/gr/dashboard' });
  });

  it("shows the api's message without 'GraphQL error: ', and sets no cookie", async () => {
    reply = () => ({
      body: {
        errors: [
          {
            message: 'GraphQL error: The account sign-in was incorrect.',
            extensions: { category: 'graphql-authentication' },
          },
        ],
      },
    });
    const result = await loginAction('uk', null, { email: 'ada@lumo.test', password: 'wrong' });
    expect(result).toMatchObject({ ok: false, formError: 'The account sign-in was incorrect.' });
    expect(jar.size).toBe(0);
  });

  it('checks the input before calling the api', async () => {
    const result = await loginAction('uk', null, { email: 'nope', password: '' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        email: 'Please enter a valid email address.',
        password: 'This is a required field.',
      },
    });
    expect(api.requests).toHaveLength(0);
  });
});

describe('logoutAction', () => {
  it('revokes the token at the api and clears both cookies', async () => {
    jar.set('customer_token', { value: 'tok', options: {} });
    jar.set('customer_session', { value: '1', options: {} });
    reply = () => ({ body: { data: { revokeCustomerToken: { result: true } } } });
    expect(await logoutAction('ch')).toEqual({ ok: true });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(operation(api.requests[0]!)).toBe('AccountLogout');
    expect(jar.size).toBe(0);
  });
});

describe('registerAction', () => {
  const registration = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@lumo.test',
    password: 'Vape-Safe-2026',
    passwordConfirm: 'Vape-Safe-2026',
    date_of_birth: '1990-05-17',
    policy_agreed: true,
    driving_address: { street: ['', ''], city: '', postcode: '' },
  };

  it('shows an api error naming a field at that field', async () => {
    reply = () => ({
      body: {
        errors: [
          {
            message: 'A customer with the same email address already exists.',
            extensions: { category: 'graphql-input', field: 'email' },
          },
        ],
      },
    });
    const result = await registerAction('ie', registration);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { email: 'A customer with the same email address already exists.' },
    });
  });

  it('signs in after registering where no confirmation is needed', async () => {
    reply = (request) =>
      operation(request) === 'AccountRegister'
        ? {
            body: {
              data: {
                createCustomerV2: {
                  customer: {
                    email: 'ada@lumo.test',
                    confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
                  },
                },
              },
            },
          }
        : { body: { data: { generateCustomerToken: { token: 'tok-2' } } } };
    const result = await registerAction('ie', registration);
    expect(result).toEqual({ ok: true, redirectTo: '/ie/dashboard?created=1' });
    const input = (
      JSON.parse(api.requests[0]!.body) as { variables: { input: Record<string, unknown> } }
    ).variables.input;
    expect(input).not.toHaveProperty('passwordConfirm');
    expect(input).not.toHaveProperty('id_check');
    expect(jar.get('customer_token')?.value).toBe('tok-2');
  });

  it('asks the uk shopper for the ID-check fields before calling the api', async () => {
    const result = await registerAction('uk', registration);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: expect.objectContaining({
        id_document_expiry: 'This is a required field.',
        electoral_address: 'This is a required field.',
      }),
    });
    expect(api.requests).toHaveLength(0);
  });
});

describe('the CAPTCHA of the protected forms (ADR 0027)', () => {
  const registration = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@lumo.test',
    password: 'Vape-Safe-2026',
    passwordConfirm: 'Vape-Safe-2026',
    date_of_birth: '1990-05-17',
    policy_agreed: true,
  };
  const variablesOf = (index: number) =>
    (JSON.parse(api.requests[index]!.body) as { variables: Record<string, unknown> }).variables;

  it('forwards the form value `recaptcha` as the X-ReCaptcha header, not as input', async () => {
    reply = (request) =>
      operation(request) === 'AccountRegister'
        ? {
            body: {
              data: {
                createCustomerV2: {
                  customer: {
                    email: 'ada@lumo.test',
                    confirmation_status: 'ACCOUNT_CONFIRMATION_REQUIRED',
                  },
                },
              },
            },
          }
        : operation(request) === 'AccountRequestReset'
          ? { body: { data: { requestPasswordResetEmail: true } } }
          : { body: { data: { subscribeEmailToNewsletter: { status: 'NOT_ACTIVE' } } } };
    const logged = vi.spyOn(console, 'log');
    const values = { email: 'ada@lumo.test', recaptcha: 'token-from-google' };
    expect((await registerAction('ie', { ...registration, recaptcha: 'token-1' })).ok).toBe(true);
    expect((await requestPasswordResetAction('ie', values)).ok).toBe(true);
    expect((await newsletterSignupAction('ie', values)).ok).toBe(true);
    expect(api.requests.map((request) => request.headers['x-recaptcha'])).toEqual([
      'token-1',
      'token-from-google',
      'token-from-google',
    ]);
    expect(variablesOf(0).input).not.toHaveProperty('recaptcha');
    expect(variablesOf(1)).toEqual({ email: 'ada@lumo.test' });
    expect(variablesOf(2)).toEqual({ email: 'ada@lumo.test' });
    expect(JSON.stringify(logged.mock.calls)).not.toContain('token-');
    logged.mockRestore();
  });

  it('sends no header without a token, nor an oversized one', async () => {
    reply = () => ({ body: { data: { requestPasswordResetEmail: true } } });
    await requestPasswordResetAction('ie', { email: 'ada@lumo.test' });
    await requestPasswordResetAction('ie', { email: 'ada@lumo.test', recaptcha: 'x'.repeat(5000) });
    expect(api.requests.map((request) => request.headers['x-recaptcha'])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("shows the api's refusal as a translated form error", async () => {
    reply = () => ({
      body: {
        errors: [
          {
            message: 'ReCaptcha validation failed, please try again',
            extensions: { category: 'graphql-input' },
          },
        ],
      },
    });
    const result = await requestPasswordResetAction('gr', {
      email: 'ada@lumo.test',
      recaptcha: 'stale',
    });
    expect(result).toEqual({
      ok: false,
      formError: 'Ο έλεγχος ασφαλείας απέτυχε. Δοκιμάστε ξανά.',
      fieldErrors: {},
    });
  });
});
