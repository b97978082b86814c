import { normalisePagePath } from '@lumo/block-schema';
import { TRS_PAGE_ROUTE, TRS_REGISTER_CONFIRM_ROUTE } from './footer-constants';

/**
 * SPEC §2.2: the footer is hidden on the exact TRS page route (/trs/{formCode}) and on the TRS
 * register-confirm route. `path` is the path inside the store view (no store prefix).
 */
export function isSiteFooterHiddenOn(path: string): boolean {
  const clean = normalisePagePath(path);
  return clean === TRS_REGISTER_CONFIRM_ROUTE || TRS_PAGE_ROUTE.test(clean);
}
