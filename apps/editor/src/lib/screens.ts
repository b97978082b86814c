import { matchPath } from 'react-router';
import { ROUTES } from './routes';

/**
 * The code of the screens other than the page editor, loaded when first opened (the page editor
 * has its own, preload.ts): opening /edit/... then parses and runs none of it (ADR 0056).
 */
export const loadPagesScreen = () => import('../features/pages/PagesScreen');
export const loadMediaScreen = () => import('../features/media/MediaScreen');
export const loadAccountsRoute = () => import('./admin-route');

/**
 * Called once when the app starts: the screen the URL opens starts loading next to the session
 * check, instead of after it (the route renders only once the session is known).
 */
export function preloadScreenCode(pathname: string): void {
  const load =
    pathname === '/' || matchPath(`${ROUTES.pages}/*`, pathname)
      ? loadPagesScreen
      : matchPath(`${ROUTES.media}/*`, pathname)
        ? loadMediaScreen
        : matchPath(`${ROUTES.editors}/*`, pathname)
          ? loadAccountsRoute
          : undefined;
  // A failure is the route's lazy import's to report.
  void load?.().catch(() => undefined);
}
