import type { Metadata } from 'next';
import {
  CachedStorePage,
  cachedPageContext,
  cachedPageMetadata,
} from '@/features/routing/cached-store-page';

/** A page's path, no query: see features/routing/cached-store-page.tsx (ADR 0014). */
export const revalidate = 3600;
/** Any (store view, path) may be asked; none is rendered at build time (the api is not up). */
export const dynamicParams = true;
export function generateStaticParams(): { storeView: string; path?: string[] }[] {
  return [];
}
/** A request-time API (headers, cookies, searchParams) here would silently end the caching. */
export const dynamic = 'error';

interface CachedPageProps {
  params: Promise<{ storeView: string; path?: string[] }>;
}

export async function generateMetadata({ params }: CachedPageProps): Promise<Metadata> {
  return cachedPageMetadata(cachedPageContext(await params));
}

export default async function CachedPathPage({ params }: CachedPageProps) {
  return CachedStorePage({ context: cachedPageContext(await params) });
}
