import type { ApolloClient } from '@apollo/client';
import { normalisePagePath, storeViewCodeSchema, type StoreViewCode } from '@lumo/block-schema';
import { BuilderPageDraftDocument } from '@lumo/graphql';
import { matchPath } from 'react-router';
import { ROUTES } from '../../lib/routes';

/**
 * Opening /edit/... used to be four round trips one after the other: the session (`editorMe`),
 * then the page editor's code (a lazy chunk, fetched once the session said "logged in"), then
 * the draft (asked for once that code ran), then the canvas. This module starts the code and the
 * draft as soon as the app starts, next to the session check (ADR 0047). The check still
 * decides what is shown: a logged-out visitor gets the login page, and the draft request fails
 * on the api like any other unauthorised one.
 *
 * Kept out of the page editor's chunk on purpose: the app imports it statically.
 */

/** The page editor's code: the route's lazy component and the early start share one import. */
export const loadPageEditor = () => import('./index');

interface DraftPreload {
  key: string;
  /** False once the request failed: the screen then asks again itself. */
  usable: boolean;
}

let draftPreload: DraftPreload | null = null;

const keyOf = (storeCode: string, path: string) => `${storeCode}:${path}`;

/**
 * The page an /edit/:storeCode/* route names: "/edit/uk/" is the home page "/", "/edit/uk/about/us"
 * is "/about/us". `storeCode` is null when it is not one of the store views. The route and the
 * early start both read their params through this, so they always agree on the page.
 */
export function editedPageOf(params: { storeCode?: string; '*'?: string }): {
  storeCode: StoreViewCode | null;
  path: string;
} {
  const storeCode = storeViewCodeSchema.safeParse(params.storeCode);
  return {
    storeCode: storeCode.success ? storeCode.data : null,
    path: normalisePagePath(`/${params['*'] ?? ''}`),
  };
}

/**
 * Called once when the app starts: on an /edit/... URL, fetches the editor's code and the
 * page's draft (network-only, so never an older copy) while the session is being checked.
 */
export function preloadPageEditor(client: ApolloClient, pathname: string): void {
  const match = matchPath(ROUTES.editPage, pathname);
  if (!match) return;
  const { storeCode, path } = editedPageOf(match.params);
  if (storeCode === null) return;
  void loadPageEditor().catch(() => undefined); // the route's lazy import reports a failure
  const preload: DraftPreload = { key: keyOf(storeCode, path), usable: true };
  draftPreload = preload;
  client
    .query({
      query: BuilderPageDraftDocument,
      variables: { store_code: storeCode, path },
      fetchPolicy: 'network-only',
      // Background: a failure is the screen's to report when it asks again.
      context: { quietNetworkErrors: true },
    })
    .then(
      (result) => {
        if (result.error) preload.usable = false;
      },
      () => {
        preload.usable = false;
      },
    );
}

/**
 * Whether the draft of this page was requested when the app started and may be read from the
 * cache (or joined while in flight) instead of being asked for again. Pure, so it may run during
 * render; `forgetDraftPreload` (from an effect) makes it a one-time answer, so opening the page
 * again later loads its draft afresh.
 */
export function hasDraftPreload(storeCode: string, path: string): boolean {
  return draftPreload?.key === keyOf(storeCode, path) && draftPreload.usable;
}

export function forgetDraftPreload(): void {
  draftPreload = null;
}
