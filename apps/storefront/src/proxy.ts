import { NextResponse, type NextRequest } from 'next/server';
import { apiUrl, isBlockGalleryEnabled } from '@/config/env';
import { STORE_VIEW_HEADER, routeStorefrontPath } from '@/routing/store-view-routing';

/**
 * Store view routing (ADR 0003): every shopper path is rewritten to `/<store code><path>` so the
 * App Router gives pages the store view as a param, and the store view is put in a request header
 * for the files that get no params (root layout, not-found.tsx). Media is proxied to the api
 * here rather than by a next.config rewrite, because those are frozen at build time and API_URL
 * is only known when the server starts.
 */
export function proxy(request: NextRequest) {
  const route = routeStorefrontPath(request.nextUrl.pathname, {
    blockGalleryEnabled: isBlockGalleryEnabled(),
  });

  if (route.kind === 'media') {
    // Concatenated, not resolved: API_URL may carry a path of its own.
    return NextResponse.rewrite(`${apiUrl()}${route.upstreamPath}${request.nextUrl.search}`);
  }

  const headers = new Headers(request.headers);
  // Always overwritten: a client must not choose it.
  headers.delete(STORE_VIEW_HEADER);
  if (route.kind === 'store-page') headers.set(STORE_VIEW_HEADER, route.storeView);
  const target = request.nextUrl.clone();
  target.pathname = route.internalPath;
  return NextResponse.rewrite(target, { request: { headers } });
}

export const config = {
  matcher: [
    // Everything except Next.js internals, route handlers and metadata files.
    '/((?!_next/|api/|graphql$|static/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)',
  ],
};
