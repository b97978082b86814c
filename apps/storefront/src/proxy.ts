import { NextResponse, type NextRequest } from 'next/server';
import { SITE_FOOTER_PATH } from '@lumo/block-schema';
import { apiUrl, isBlockGalleryEnabled, siteUrl } from '@/config/env';
import { isOwnRoute } from '@/routing/app-routes';
import type { RouteDecision } from '@/routing/route-decision';
import { storefrontRouteDecision } from '@/routing/route-decisions';
import {
  CONTENT_SWITCH_HEADER,
  MEDIA_METHODS,
  NOT_FOUND_PAGE_PATH,
  STORE_VIEW_HEADER,
  cachedPageInternalPath,
  decodePagePath,
  notFoundInternalPath,
  routeStorefrontPath,
  targetsInternalRoute,
  type StorefrontRoute,
} from '@/routing/store-view-routing';
import { cachedPageQuery, cachedRouteSearch } from '@/routing/cached-pages';
import { withShellVariant } from '@/features/shell/routes/shell-parts';
import { CUSTOMER_TOKEN_COOKIE, SESSION_MARKER_COOKIE } from '@/features/account/session-marker';
import {
  cartMarkerCookieName,
  GUEST_CART_MAX_AGE_SECONDS,
  storeViewOfGuestCartCookie,
} from '@/features/cart/cart-marker';

type StorePageRoute = Extract<StorefrontRoute, { kind: 'store-page' }>;

/**
 * Store view routing (ADR 0003): every shopper path is rewritten to `/<store code><path>` so the
 * App Router gives pages the store view as a param, and the store view is put in a request header
 * for the files that get no params (root layout, not-found.tsx). Route aliases (src/routing/
 * route-aliases.ts) are redirected within their store view. Media is proxied to the api
 * here rather than by a next.config rewrite, because those are frozen at build time and API_URL
 * is only known when the server starts.
 *
 * Every other store page is decided here, before rendering, so that its status is exact (SPEC
 * §2.4, routing/route-decision.ts): a builder page or an entity renders; a lookup's redirect
 * answers with its own status (301/302; Next's redirect() in a page could only send 307/308); a
 * custom rewrite or custom route shows its target route as if requested; a path nothing serves is
 * rewritten, with status 404, to the internal 404 route of its store view, which renders the
 * not-found builder page as an ordinary page (a `notFound()` thrown while rendering would send an
 * empty HTML document, vercel/next.js#62228). Routes of the app itself are not looked up.
 *
 * Pages that depend on nothing but their path and canonical query (a published builder page, a
 * product, category, CMS page or FAQ question, the 404 page) go to the `~page`, `~query` and
 * `~not-found` routes, which Next.js renders once and serves from its cache until the api
 * announces a change (ADR 0014); the rest (previews, odd queries, form posts, an outage) go to
 * the per-request catch-all.
 */
export async function proxy(request: NextRequest) {
  return withCartMarkers(request, withSessionMarker(request, await routeRequest(request)));
}

/** Secure behind TLS like the cookies it mirrors (server.mjs vouches for X-Forwarded-Proto). */
function isSecureRequest(request: NextRequest): boolean {
  return request.headers.get('x-forwarded-proto') === 'https' || /^https:/i.test(siteUrl());
}

/**
 * A guest cart cookie without its token-free marker (one set before the marker existed) gets
 * the marker, so the mini cart asks for that cart (ADR 0059); it lasts as long as a new cart's.
 */
function withCartMarkers(request: NextRequest, response: NextResponse): NextResponse {
  for (const cookie of request.cookies.getAll()) {
    const storeView = storeViewOfGuestCartCookie(cookie.name);
    if (!storeView || !cookie.value || request.cookies.has(cartMarkerCookieName(storeView)))
      continue;
    response.cookies.set(cartMarkerCookieName(storeView), '1', {
      path: '/',
      sameSite: 'lax',
      secure: isSecureRequest(request),
      maxAge: GUEST_CART_MAX_AGE_SECONDS,
    });
  }
  return response;
}

/**
 * A request with the customer's httpOnly token but without the token-free marker the header
 * reads (ADR 0026; e.g. a cookie set before the marker existed) gets the marker, so the header
 * asks for the account. A token the api refuses is then dropped by the header with both cookies.
 */
function withSessionMarker(request: NextRequest, response: NextResponse): NextResponse {
  if (
    request.cookies.get(CUSTOMER_TOKEN_COOKIE)?.value &&
    !request.cookies.has(SESSION_MARKER_COOKIE)
  ) {
    response.cookies.set(SESSION_MARKER_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure: isSecureRequest(request),
    });
  }
  return response;
}

async function routeRequest(request: NextRequest): Promise<NextResponse> {
  const route = routeStorefrontPath(request.nextUrl.pathname, {
    blockGalleryEnabled: isBlockGalleryEnabled(),
  });

  if (route.kind === 'redirect') {
    // Same origin, store prefix already in the location; the query string is kept.
    const location = new URL(`${route.location}${request.nextUrl.search}`, request.url);
    return NextResponse.redirect(location, route.status);
  }

  if (route.kind === 'bad-request') {
    // Malformed percent-encoding (`/%ff`): the request is wrong, not the server (ADR 0009).
    return plainTextResponse(400, 'Bad Request: the URL is not valid percent-encoding.');
  }

  if (route.kind === 'media') {
    // The production server (server.mjs, server/media-proxy.mjs) answers /media before Next.js;
    // this rewrite serves `next dev`. Only reading media goes to the api; its upload endpoint is
    // not the shoppers' (ADR 0009).
    if (!(MEDIA_METHODS as readonly string[]).includes(request.method)) {
      return plainTextResponse(405, 'Method Not Allowed', { allow: MEDIA_METHODS.join(', ') });
    }
    // Concatenated, not resolved: API_URL may carry a path of its own.
    return NextResponse.rewrite(`${apiUrl()}${route.upstreamPath}${request.nextUrl.search}`);
  }

  const headers = new Headers(request.headers);
  // Always overwritten: a client must not choose them.
  headers.delete(STORE_VIEW_HEADER);
  headers.delete(CONTENT_SWITCH_HEADER);
  const target = request.nextUrl.clone();

  if (route.kind === 'store-page') {
    headers.set(STORE_VIEW_HEADER, route.storeView);
    // The header, footer and age barrier depend on the visitor's path (ADR 0020); the layout
    // cannot read it, so the variant travels in the store view route param.
    const shell = (internalPath: string) =>
      withShellVariant(internalPath, route.storeView, decodePagePath(route.path) ?? route.path);
    const decision = await decideStorePage(request, route);
    if (decision.kind === 'not-found') {
      target.pathname = shell(notFoundInternalPath(route.storeView));
      target.search = cachedRouteSearch(request.nextUrl.searchParams);
      // Next.js gives the final response the status of a rewriting proxy response.
      return NextResponse.rewrite(target, { status: 404, request: { headers } });
    }
    if (decision.kind === 'redirect') {
      // A path target keeps the visitor's query unless it names its own.
      const keepsQuery = decision.location.startsWith('/') && !decision.location.includes('?');
      const location = new URL(
        `${decision.location}${keepsQuery ? request.nextUrl.search : ''}`,
        request.url,
      );
      return NextResponse.redirect(location, decision.status);
    }
    if (decision.kind === 'content-switch') {
      // The target route renders as if requested; the page knows (no hreflang for custom).
      headers.set(CONTENT_SWITCH_HEADER, '1');
      const { path, search } = decision.target;
      target.pathname = shell(path === '/' ? `/${route.storeView}` : `/${route.storeView}${path}`);
      if (search) target.search = search;
      return NextResponse.rewrite(target, { request: { headers } });
    }
    const cachedQuery = cachedPageQuery(decision, request.method, request.nextUrl.searchParams);
    if (cachedQuery !== null) {
      target.pathname = shell(cachedPageInternalPath(route.storeView, route.path, cachedQuery));
      target.search = cachedRouteSearch(request.nextUrl.searchParams);
      return NextResponse.rewrite(target, { request: { headers } });
    }
    target.pathname = shell(route.internalPath);
    return NextResponse.rewrite(target, { request: { headers } });
  }

  target.pathname = route.internalPath;
  return NextResponse.rewrite(target, { request: { headers } });
}

function plainTextResponse(status: number, text: string, headers: Record<string, string> = {}) {
  return new NextResponse(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  });
}

/**
 * What a store page request answers. Only definite answers from the api count: when it cannot
 * answer, the page renders and shows its own notice (SPEC §8); an editor's preview link, a
 * non-GET request and the app's own routes are always left to the page.
 */
async function decideStorePage(
  request: NextRequest,
  route: StorePageRoute,
): Promise<RouteDecision> {
  const isPreview = Boolean(request.nextUrl.searchParams.get('preview')?.trim());
  // The site footer's reserved location (ADR 0022) is no shop URL; only an editor's preview link
  // of the footer's draft goes to the per-request page.
  if (isPreview && decodePagePath(route.path) === SITE_FOOTER_PATH) return { kind: 'unknown' };
  if (targetsInternalRoute(route.path)) return { kind: 'not-found' };
  if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'unknown' };
  if (isPreview) return { kind: 'unknown' };
  const path = decodePagePath(route.path);
  if (path === null) return { kind: 'unknown' };
  // The not-found page is what 404s show; as a URL of its own it is a 404 too (never indexed).
  if (path === NOT_FOUND_PAGE_PATH) return { kind: 'not-found' };
  if (isOwnRoute(path)) return { kind: 'unknown' };
  return storefrontRouteDecision(route.storeView, path);
}

export const config = {
  matcher: [
    // Everything except Next.js internals, route handlers and metadata files.
    '/((?!_next/|api/|graphql$|frontend-config$|last-cache-clean$|static/|favicon\\.ico$|icon\\.svg$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$).*)',
  ],
};
