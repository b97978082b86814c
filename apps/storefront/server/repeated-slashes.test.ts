import { describe, expect, it } from 'vitest';
import { repeatedSlashRedirectTarget } from './repeated-slashes.mjs';

describe('repeatedSlashRedirectTarget', () => {
  it('leaves clean paths alone', () => {
    expect(repeatedSlashRedirectTarget('/')).toBeNull();
    expect(repeatedSlashRedirectTarget('/gr/devices?x=a//b')).toBeNull();
  });

  it('collapses repeated slashes and keeps the query string', () => {
    expect(repeatedSlashRedirectTarget('//gr///devices//pods?preview=a//b')).toBe(
      '/gr/devices/pods?preview=a//b',
    );
    expect(repeatedSlashRedirectTarget('/devices//')).toBe('/devices');
  });

  it("drops a trailing slash (302 instead of Next.js's 308), never the home page's", () => {
    expect(repeatedSlashRedirectTarget('/what-is-vapor/?utm_source=x')).toBe(
      '/what-is-vapor?utm_source=x',
    );
    expect(repeatedSlashRedirectTarget('/gr/')).toBe('/gr');
    expect(repeatedSlashRedirectTarget('/?a=1')).toBeNull();
    expect(repeatedSlashRedirectTarget('//')).toBe('/');
  });

  it('treats backslashes as slashes', () => {
    expect(repeatedSlashRedirectTarget('/gr\\devices')).toBe('/gr/devices');
  });

  it('never redirects to another host', () => {
    expect(repeatedSlashRedirectTarget('//evil.example/path')).toBe('/evil.example/path');
    expect(repeatedSlashRedirectTarget('/\\evil.example')).toBe('/evil.example');
  });
});
