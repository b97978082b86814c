import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { searchMetadata, SearchView } from '@/features/catalog/search-view';
import { withHeadAlternative } from '@/features/seo/alternative-head';

interface SearchPageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({
  params,
  searchParams,
}: SearchPageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  return withHeadAlternative(
    storeView,
    '/search',
    await searchMetadata({ storeView, searchParams: await searchParams }),
  );
}

/** `/search?q=` in every store view (SPEC §2.1), server-rendered; the form works without scripts. */
export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  return <SearchView storeView={storeView} searchParams={await searchParams} />;
}
