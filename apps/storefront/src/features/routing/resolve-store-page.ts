import type { StoreViewCode } from '@lumo/block-schema';
import { getBuilderPage, type StorefrontBuilderPage } from '@/lib/api/builder-pages';
import { getCmsPage, type StorefrontCmsPage } from '@/lib/api/cms';
import { getFaqQuestion, type FaqQuestion } from '@/lib/api/faq';
import { getRouteLookup } from '@/lib/api/route-lookup-batcher';
import type { RouteLookup } from '@/lib/api/route-lookup';
import { decideRoute, type SwitchTarget } from '@/routing/route-decision';

/**
 * What the catch-all page shows for (store view, path), SPEC §2.4. The proxy has already answered
 * redirects, custom routes and 404s with their exact status (routing/route-decision.ts); the page
 * decides again from cached answers, and its `not-found` / `redirect` are the safety net for a
 * change in between (or a request the proxy leaves to the page, e.g. a form post).
 * Everything that decides the status is loaded here, before anything renders or streams.
 */
export type StorePageResolution =
  | { kind: 'builder-page'; page: StorefrontBuilderPage }
  | { kind: 'product'; id: number; route: RouteLookup }
  | { kind: 'category'; id: number; route: RouteLookup }
  | { kind: 'cms-page'; page: StorefrontCmsPage; route: RouteLookup }
  | { kind: 'faq'; question: FaqQuestion; route: RouteLookup }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'content-switch'; target: SwitchTarget }
  | { kind: 'not-found' }
  /** The api could not answer (SPEC §8): the page shows its notice with 503 (ADR 0009). */
  | { kind: 'unavailable'; source: 'builder-page' | 'route' | 'content'; message: string };

export async function resolveStorePage(
  storeView: StoreViewCode,
  path: string,
  previewToken?: string,
): Promise<StorePageResolution> {
  const builder = await getBuilderPage(storeView, path, previewToken);
  if (builder.kind === 'found') return { kind: 'builder-page', page: builder.page };
  if (builder.kind === 'unavailable') {
    return { kind: 'unavailable', source: 'builder-page', message: builder.message };
  }
  // A preview link shows a draft builder page or nothing.
  if (previewToken) return { kind: 'not-found' };

  const lookup = await getRouteLookup(storeView, path);
  const decision = decideRoute({ storeView, path, builderPage: 'missing', lookup });
  switch (decision.kind) {
    case 'fallback':
      return decision.lookupFailed && lookup.kind === 'error'
        ? { kind: 'unavailable', source: 'route', message: lookup.message }
        : { kind: 'not-found' };
    case 'redirect':
      return decision;
    case 'content-switch':
      return { kind: 'content-switch', target: decision.target };
    case 'entity':
      return loadEntity(storeView, decision.entityType, decision.entityId, decision.route);
    default:
      return { kind: 'not-found' };
  }
}

async function loadEntity(
  storeView: StoreViewCode,
  type: 'product' | 'category' | 'cms-page' | 'faq',
  id: number,
  route: RouteLookup,
): Promise<StorePageResolution> {
  switch (type) {
    case 'product':
      return { kind: 'product', id, route };
    case 'category':
      return { kind: 'category', id, route };
    case 'cms-page': {
      const page = await getCmsPage(storeView, id);
      if (page.kind === 'found') return { kind: 'cms-page', page: page.page, route };
      if (page.kind === 'missing') return { kind: 'not-found' };
      return { kind: 'unavailable', source: 'content', message: page.message };
    }
    case 'faq': {
      const question = await getFaqQuestion(storeView, id);
      if (question.kind === 'unavailable') {
        return { kind: 'unavailable', source: 'content', message: question.message };
      }
      return question.value
        ? { kind: 'faq', question: question.value, route }
        : { kind: 'not-found' };
    }
  }
}
