'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { SOFT_LINK_ATTRIBUTE } from './shop-link';
import { opensInPlace } from './plain-click';

/** Whether `path` belongs to the store view with `prefix`, given every store view's prefix. */
export function inStoreView(path: string, prefix: string, prefixes: readonly string[]): boolean {
  const under = (candidate: string) =>
    candidate !== '' && (path === candidate || path.startsWith(`${candidate}/`));
  if (prefix) return under(prefix);
  // The default store view has no prefix: any path not under another store view's.
  return !prefixes.some(under);
}

/**
 * The link to follow client-side for a click, or null when the browser should follow it itself:
 * a shop link (ShopLink) of this origin and store view, clicked with the main button and no
 * modifier key (those open a tab or a window natively), without a target or a download.
 */
export function softNavigationTarget(
  event: MouseEvent,
  location: Location,
  prefix: string,
  prefixes: readonly string[],
): string | null {
  if (!opensInPlace(event)) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || !link.hasAttribute(SOFT_LINK_ATTRIBUTE) || link.hasAttribute('download'))
    return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  if (!inStoreView(url.pathname, prefix, prefixes)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * One delegated click handler for the shop's links (ADR 0052): same-origin, same store view
 * links navigate client-side through the App Router and are prefetched when the pointer or the
 * focus comes to them, as next/link did, without its code on every page. Listens on the
 * document, so it also serves links inside islands whose code has not arrived yet.
 */
export function SoftNavigation({
  pathPrefix,
  pathPrefixes,
}: {
  pathPrefix: string;
  pathPrefixes: string[];
}) {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const target = softNavigationTarget(event, window.location, pathPrefix, pathPrefixes);
      if (target === null) return;
      event.preventDefault();
      router.push(target);
    };
    const prefetch = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link?.hasAttribute(SOFT_LINK_ATTRIBUTE)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (!inStoreView(url.pathname, pathPrefix, pathPrefixes)) return;
      const path = `${url.pathname}${url.search}`;
      if (prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    document.addEventListener('touchstart', prefetch, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
      document.removeEventListener('touchstart', prefetch);
    };
  }, [router, pathPrefix, pathPrefixes]);
  return null;
}
