import type { AnchorHTMLAttributes } from 'react';

/** The attribute the soft navigation (soft-navigation.tsx) looks for on a link. */
export const SOFT_LINK_ATTRIBUTE = 'data-nav';

export type ShopLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to another shop page: a plain `<a>` (server or client component alike), which the one
 * delegated click handler of the page (SoftNavigation) turns into a client-side navigation, with
 * a prefetch on hover or focus. In place of next/link, whose code (about 3 KB gzip) joined every
 * page's first load (ADR 0052). Without JavaScript, or with a modifier key, it is a plain link.
 */
export function ShopLink(props: ShopLinkProps) {
  return <a {...{ [SOFT_LINK_ATTRIBUTE]: '' }} {...props} />;
}
