import { describe, expect, it } from 'vitest';
import { compileProxyTrust, trustedProxyList } from './index.js';

describe('the trusted proxies', () => {
  it('are this machine by default', () => {
    expect(trustedProxyList({})).toEqual(['loopback']);
    const trust = compileProxyTrust({});
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.7', 0)).toBe(false);
  });

  it('are exactly TRUSTED_PROXIES when it is set, or none at all', () => {
    expect(trustedProxyList({ TRUSTED_PROXIES: ' 192.0.2.1, 10.1.0.0/16 ,' })).toEqual([
      '192.0.2.1',
      '10.1.0.0/16',
    ]);
    expect(trustedProxyList({ TRUSTED_PROXIES: 'None' })).toEqual([]);
    expect(compileProxyTrust({ TRUSTED_PROXIES: 'none' })('127.0.0.1', 0)).toBe(false);
    // TRUSTED_PROXIES wins over the older switch.
    expect(trustedProxyList({ TRUSTED_PROXIES: '192.0.2.1', TRUST_PROXY: 'true' })).toEqual([
      '192.0.2.1',
    ]);
  });

  it('add the private networks with TRUST_PROXY, as text or already parsed', () => {
    for (const value of ['true', '1', 'yes', 'ON', true]) {
      expect(trustedProxyList({ TRUST_PROXY: value })).toEqual([
        'loopback',
        'linklocal',
        'uniquelocal',
      ]);
    }
    for (const value of ['false', '0', '', false]) {
      expect(trustedProxyList({ TRUST_PROXY: value })).toEqual(['loopback']);
    }
    // A blank TRUSTED_PROXIES is as good as unset.
    expect(trustedProxyList({ TRUSTED_PROXIES: '  ', TRUST_PROXY: 'true' })).toHaveLength(3);
    expect(compileProxyTrust({ TRUST_PROXY: 'true' })('10.0.0.7', 0)).toBe(true);
  });

  it('refuse a list proxy-addr cannot read, naming the variable', () => {
    expect(() => compileProxyTrust({ TRUSTED_PROXIES: 'my-load-balancer' })).toThrow(
      /^Invalid environment: TRUSTED_PROXIES: /,
    );
  });
});
