import { normalisePagePath, type StoreViewCode } from '@lumo/block-schema';

/** Route paths of the editor app (react-router patterns). */
export const ROUTES = {
  login: '/login',
  pages: '/pages',
  media: '/media',
  editors: '/editors',
  editPage: '/edit/:storeCode/*',
} as const;

/** "/edit/uk/" opens the home page "/", "/edit/gr/about/us" opens "/about/us" of gr. */
export function editPageUrl(storeCode: StoreViewCode, path: string): string {
  const clean = normalisePagePath(path);
  return `/edit/${storeCode}/${clean === '/' ? '' : clean.slice(1)}`;
}

export function pagesUrl(storeCode: StoreViewCode): string {
  return `${ROUTES.pages}?store=${storeCode}`;
}
