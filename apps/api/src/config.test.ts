import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_ORIGINS, loadConfig } from './config';
import { repoRoot } from './paths';
import { loadOrCreateSecret } from './secrets';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      dataDir: join(repoRoot, '.data'),
      storefrontUrl: 'http://127.0.0.1:3000',
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
      maxImageBytes: 10 * 1024 * 1024,
      maxVideoBytes: 100 * 1024 * 1024,
      schedulerIntervalMs: 5000,
      cookieSecure: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.bootstrapEditor).toBeUndefined();
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '4010',
      DATA_DIR: 'tmp/lumo-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      ALLOWED_ORIGINS: 'https://shop.example, https://editor.example/',
      EDITOR_EMAIL: 'boss@lumo.test',
      EDITOR_PASSWORD: 'boss-password-1',
      STOREFRONT_URL: 'https://shop.example/',
      COOKIE_SECURE: 'true',
      MEDIA_MAX_IMAGE_MB: '5',
    });
    expect(config).toMatchObject({
      port: 4010,
      dataDir: join(repoRoot, 'tmp/lumo-data'),
      apiPublicUrl: 'http://localhost:4010',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      allowedOrigins: ['https://shop.example', 'https://editor.example'],
      bootstrapEditor: {
        email: 'boss@lumo.test',
        password: 'boss-password-1',
        name: 'Administrator',
      },
      storefrontUrl: 'https://shop.example',
      cookieSecure: true,
      maxImageBytes: 5 * 1024 * 1024,
    });
  });

  it('trusts the local proxies by default, TRUSTED_PROXIES when set, TRUST_PROXY as an alias', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['loopback']);
    expect(loadConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' }).trustedProxies).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustedProxies).toEqual([
      'loopback',
      'linklocal',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'my-load-balancer' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ EDITOR_EMAIL: 'boss@lumo.test' })).toThrow(/EDITOR_PASSWORD/);
  });
});

describe('generated secrets', () => {
  it('are created once, kept in the data folder, and overridden by the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumo-secret-'));
    try {
      const first = loadOrCreateSecret(dir, 'preview-secret');
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(join(dir, 'preview-secret'), 'utf8')).toBe(first);
      expect(loadOrCreateSecret(dir, 'preview-secret')).toBe(first);
      expect(loadOrCreateSecret(dir, 'preview-secret', 'from-env')).toBe('from-env');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
