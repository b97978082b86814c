import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OWN_ROUTE_PATHS, isOwnRoute } from './app-routes';

const storeViewRoutes = fileURLToPath(new URL('../app/(storefront)/[storeView]', import.meta.url));

/**
 * Route files under [storeView]/, as paths inside the store view ("/faq/result"); a dynamic
 * segment `[formCode]` is written `{formCode}` (catch-alls and groups are not own routes).
 */
function routeFilePaths(folder = storeViewRoutes, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^(\[\[|\[\.\.\.|[(~])/.test(entry.name))
    .flatMap((entry) => {
      const path = `${prefix}/${entry.name.replace(/^\[(\w+)\]$/, '{$1}')}`;
      const own = existsSync(`${folder}/${entry.name}/page.tsx`) ? [path] : [];
      return [...own, ...routeFilePaths(`${folder}/${entry.name}`, path)];
    });
}

describe('own routes', () => {
  it('are exactly the route files under [storeView]/ (the proxy never looks them up)', () => {
    expect([...OWN_ROUTE_PATHS].sort()).toEqual(routeFilePaths().sort());
  });

  it('match whole paths only', () => {
    expect(isOwnRoute('/faq')).toBe(true);
    expect(isOwnRoute('/faq/how-long-does-a-pod-last')).toBe(false);
    expect(isOwnRoute('/search-tips')).toBe(false);
  });

  it('match a {param} as one segment', () => {
    expect(isOwnRoute('/trs/retailer')).toBe(true);
    expect(isOwnRoute('/trs/retailer/more')).toBe(false);
    expect(isOwnRoute('/trs')).toBe(false);
    expect(isOwnRoute('/trs/register/confirm')).toBe(true);
  });
});
