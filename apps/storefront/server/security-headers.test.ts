import { describe, expect, it } from 'vitest';
// Test only: the embed URLs the video blocks build (not exported by @lumo/blocks).
import { videoEmbedUrl } from '../../../packages/blocks/src/shared/video';
import { createHash } from 'node:crypto';
import { AGE_BARRIER_SCRIPT } from '@/features/shell/age-barrier/age-barrier-script';
import { CONSENT_INLINE_SCRIPT } from '@/features/consent/consent';
import nextConfig, { INLINE_SCRIPT_HASHES, contentSecurityPolicy } from '../next.config';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((entry) => entry.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

async function configuredHeaders(): Promise<Map<string, string>> {
  const rules = (await nextConfig.headers?.()) ?? [];
  const all = rules.find((rule) => rule.source === '/:path*');
  return new Map(all?.headers.map(({ key, value }) => [key.toLowerCase(), value]) ?? []);
}

describe('storefront security headers (next.config.ts)', () => {
  it('forbids framing by other sites (clickjacking), with X-Frame-Options as fallback', async () => {
    const headers = await configuredHeaders();
    const policy = headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('blocks plugins, <base> hijacking and forms posting elsewhere', async () => {
    const policy = (await configuredHeaders()).get('content-security-policy') ?? '';
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    // Only the consent-gated analytics host besides the shop and its two inline scripts; no
    // 'unsafe-inline' (server.mjs adds each response's nonce, ADR 0040), no eval outside `next dev`.
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      ...INLINE_SCRIPT_HASHES,
      'https://www.googletagmanager.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
  });

  it('lets the video blocks embed their players and nothing else', () => {
    const frames = directive(contentSecurityPolicy(), 'frame-src');
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const embed = videoEmbedUrl(link);
      expect(embed, link).not.toBe('');
      expect(frames).toContain(new URL(embed).origin);
    }
    expect(frames).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it('switches off device features in the page and its frames', async () => {
    const policy = (await configuredHeaders()).get('permissions-policy') ?? '';
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
    // Only the shop's own pages may ask (store locator), never a framed player.
    expect(policy).toContain('geolocation=(self)');
  });

  it("allows the shop's own inline scripts by the hash of their current bytes", () => {
    const hashOf = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(INLINE_SCRIPT_HASHES).toEqual([
      hashOf(AGE_BARRIER_SCRIPT),
      hashOf(CONSENT_INLINE_SCRIPT),
    ]);
    expect(directive(contentSecurityPolicy(), 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows eval and the HMR websocket only for next dev', () => {
    const dev = contentSecurityPolicy({ dev: true });
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(dev, 'connect-src')).toContain('ws:');
    expect(directive(dev, 'frame-ancestors')).toEqual(["'self'"]);
  });
});
