import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileProxyTrust } from '@lumo/trusted-proxies';
import { normaliseForwardedProto } from './forwarded-proto.mjs';

function requestFrom(remoteAddress: string, forwardedProto?: string, encrypted = false) {
  return {
    socket: { remoteAddress, encrypted },
    headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {},
  } as unknown as IncomingMessage;
}

function protoSeen(request: IncomingMessage, env: Record<string, string> = {}) {
  normaliseForwardedProto(request, compileProxyTrust(env));
  return request.headers['x-forwarded-proto'];
}

describe('X-Forwarded-Proto', () => {
  it('believes https from the load balancer on this machine (TLS at the proxy)', () => {
    expect(protoSeen(requestFrom('127.0.0.1', 'https'))).toBe('https');
    expect(protoSeen(requestFrom('::1', 'https, http'))).toBe('https');
  });

  it('ignores it from a client that is not a trusted proxy', () => {
    expect(protoSeen(requestFrom('203.0.113.9', 'https'))).toBe('http');
    expect(protoSeen(requestFrom('10.0.0.7', 'https'))).toBe('http');
    expect(protoSeen(requestFrom('127.0.0.1', 'javascript'))).toBe('http');
  });

  it('trusts the private networks with TRUST_PROXY, exactly the list with TRUSTED_PROXIES', () => {
    expect(protoSeen(requestFrom('10.0.0.7', 'https'), { TRUST_PROXY: 'true' })).toBe('https');
    expect(protoSeen(requestFrom('192.0.2.1', 'https'), { TRUSTED_PROXIES: '192.0.2.1' })).toBe(
      'https',
    );
    expect(protoSeen(requestFrom('127.0.0.1', 'https'), { TRUSTED_PROXIES: 'none' })).toBe('http');
  });

  it('says https for a TLS socket of its own', () => {
    expect(protoSeen(requestFrom('203.0.113.9', undefined, true))).toBe('https');
  });
});
