import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OWN_PARAMETER_ROUTES, OWN_ROUTE_PATHS, isOwnRoute } from './app-routes';

const storeViewRoutes = fileURLToPath(new URL('../app/(storefront)/[storeView]', import.meta.url));

/** Route files under [storeView]/, as paths inside the store view ("/faq/result"). */
function routeFilePaths(folder = storeViewRoutes, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[[(~]/.test(entry.name))
    .flatMap((entry) => {
      const path = `${prefix}/${entry.name}`;
      const own = existsSync(`${folder}/${entry.name}/page.tsx`) ? [path] : [];
      return [...own, ...routeFilePaths(`${folder}/${entry.name}`, path)];
    });
}

describe('own routes', () => {
  it('are exactly the route files under [storeView]/ (the proxy never looks them up)', () => {
    expect([...OWN_ROUTE_PATHS].sort()).toEqual(routeFilePaths().sort());
  });

  it('with parameters are exactly the `[param]` route files (each segment one folder)', () => {
    const folders = OWN_PARAMETER_ROUTES.map((route) => route.replace(/\{([^}]+)\}/g, '[$1]'));
    for (const folder of folders) {
      expect(existsSync(`${storeViewRoutes}${folder}/page.tsx`), folder).toBe(true);
    }
  });

  it('with parameters match one segment per parameter', () => {
    expect(isOwnRoute('/create-account/ABC123')).toBe(true);
    expect(isOwnRoute('/create-account/ABC123/more')).toBe(false);
    expect(isOwnRoute('/newsletter/subscriber/confirm/id/4/code/x1')).toBe(true);
    expect(isOwnRoute('/emailvalidation/validate/ok/oid/1/cid/2')).toBe(true);
    expect(isOwnRoute('/trs/retailer')).toBe(true);
    expect(isOwnRoute('/trs/retailer/more')).toBe(false);
    expect(isOwnRoute('/trs')).toBe(false);
  });

  it('match whole paths only', () => {
    expect(isOwnRoute('/faq')).toBe(true);
    expect(isOwnRoute('/faq/how-long-does-a-pod-last')).toBe(false);
    expect(isOwnRoute('/search-tips')).toBe(false);
  });
});
