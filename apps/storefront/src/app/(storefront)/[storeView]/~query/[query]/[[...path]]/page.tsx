import type { Metadata } from 'next';
import {
  CachedStorePage,
  cachedPageContext,
  cachedPageMetadata,
} from '@/features/routing/cached-store-page';

/**
 * A page with the canonical query it reads (a category's filters and sort, a product's variant
 * choice) as the `query` segment, one cache entry per state: see
 * features/routing/cached-store-page.tsx and routing/cached-pages.ts (ADR 0014).
 */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { storeView: string; query: string; path?: string[] }[] {
  return [];
}
export const dynamic = 'error';

interface CachedQueryPageProps {
  params: Promise<{ storeView: string; query: string; path?: string[] }>;
}

export async function generateMetadata({ params }: CachedQueryPageProps): Promise<Metadata> {
  return cachedPageMetadata(cachedPageContext(await params));
}

export default async function CachedQueryPage({ params }: CachedQueryPageProps) {
  return CachedStorePage({ context: cachedPageContext(await params) });
}
