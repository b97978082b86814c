import { describe, expect, it } from 'vitest';
import { forwardGraphQL } from '@/features/graphql-proxy/forward-graphql';
import { contentSecurityPolicy } from '../../../next.config';
import { captchaHeaders, TEST_CAPTCHA_TOKEN } from './captcha-token';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((entry) => entry.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('the CAPTCHA on the storefront (ADR 0027)', () => {
  it("sends the api's test token when the store view has no reCAPTCHA site key", async () => {
    expect(await captchaHeaders('', 'trs_registration')).toEqual({
      'X-ReCaptcha': TEST_CAPTCHA_TOKEN,
    });
  });

  it('forwards X-ReCaptcha to the api, and drops an oversized one', async () => {
    const seen: Headers[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return Response.json({ data: { storeConfig: null } });
    }) as typeof fetch;
    const call = (token: string) =>
      forwardGraphQL(
        new Request('http://shop.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-recaptcha': token },
          body: JSON.stringify({ query: '{ storeConfig { store_code } }' }),
        }),
        { upstreamUrl: 'http://api.test/graphql', fetchImpl },
      );
    await call('pass');
    await call('x'.repeat(5000));
    expect(seen.map((headers) => headers.get('x-recaptcha'))).toEqual(['pass', null]);
  });

  it("allows Google's reCAPTCHA in the CSP only when built with a site key", () => {
    const without = contentSecurityPolicy();
    expect(without).not.toContain('recaptcha');
    const withKey = contentSecurityPolicy({ recaptcha: true });
    expect(directive(withKey, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(directive(withKey, 'frame-src')).toContain('https://www.google.com/recaptcha/');
  });
});
